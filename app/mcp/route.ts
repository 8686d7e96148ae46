import { mcpRoute } from '@/lib/runtime/routes';

// /mcp: the remote MCP server (streamable HTTP), the registry's operations as tools.
export const dynamic = 'force-dynamic';
export const { GET, POST, DELETE, OPTIONS, PUT, PATCH, HEAD } = mcpRoute();
