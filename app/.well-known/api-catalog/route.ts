import { apiCatalogFile } from '@/lib/agents/documents/api-catalog';
import { documentRoute } from '@/lib/agents/documents/document-response';

// /.well-known/api-catalog (RFC 9727), answering GET and HEAD.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(apiCatalogFile);
