import { aiCatalogFile } from '@/lib/agents/documents/ai-catalog';
import { documentRoute } from '@/lib/agents/documents/document-response';

// /.well-known/ai-catalog.json: the AI Catalog (application/ai-catalog+json), answering GET and HEAD.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(aiCatalogFile);
