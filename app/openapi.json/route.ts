import { documentRoute } from '@/lib/agents/documents/document-response';
import { openApiFile } from '@/lib/agents/documents/openapi-document';

// /openapi.json. Built at request time, so that `servers` names the SITE_URL this server runs with.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(openApiFile);
