import { documentRoute } from '@/lib/discovery/document-response';
import { serverCardFile } from '@/lib/discovery/server-card';

// /mcp/server-card: the card at the location reserved beside the streamable-HTTP endpoint.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(serverCardFile);
