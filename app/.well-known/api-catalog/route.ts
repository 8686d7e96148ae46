import { apiCatalogFile } from '@/lib/discovery/api-catalog';
import { documentRoute } from '@/lib/discovery/document-response';

// /.well-known/api-catalog (RFC 9727), answering GET and HEAD.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(apiCatalogFile);
