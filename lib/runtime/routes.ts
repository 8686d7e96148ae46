import { cronDeliveriesRoute } from '@/lib/api/cron-deliveries';
import { publicEndpoint } from '@/lib/api/public-endpoint';
import { apiStatusRoute } from '@/lib/agents/documents/api-status';
import { mcpEndpoint } from '@/lib/agents/mcp/mcp-endpoint';
import type { OperationId } from '@/lib/operations/registry';
import { getServices, intake } from './services';

/**
 * The route handlers that reach the store, each given this process's services here, the one place
 * that builds things (docs/architecture.md "Layout"). app/ files only pick the handler for a path.
 */
export const operationRoute = (operationId: OperationId) => publicEndpoint(operationId, intake);
export const mcpRoute = () => mcpEndpoint(intake);
export const statusRoute = () => apiStatusRoute(getServices);
export const cronRoute = () => cronDeliveriesRoute(getServices);
