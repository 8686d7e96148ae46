import { documentRoute } from '@/lib/agents/documents/document-response';
import { serverCardFile } from '@/lib/agents/documents/server-card';

// /.well-known/mcp/server-card.json: the MCP server card (the same document as /mcp/server-card).
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(serverCardFile);
