import { documentRoute } from '@/lib/agents/documents/document-response';
import { serverCardFile } from '@/lib/agents/documents/server-card';

// /mcp/server-card: the card at the location reserved beside the streamable-HTTP endpoint.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(serverCardFile);
