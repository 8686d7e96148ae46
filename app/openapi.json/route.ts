import { documentRoute } from '@/lib/discovery/document-response';
import { openApiFile } from '@/lib/discovery/openapi-document';

// /openapi.json. Built at request time, so that `servers` names the SITE_URL this server runs with.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(openApiFile);
