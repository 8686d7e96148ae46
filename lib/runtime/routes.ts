import { cronDeliveriesRoute } from '@/lib/api/cron-deliveries';
import { demoSlotsEndpoint } from '@/lib/api/demo-slots-endpoint';
import { publicEndpoint } from '@/lib/api/public-endpoint';
import { apiStatusRoute } from '@/lib/agents/documents/api-status';
import { mcpEndpoint } from '@/lib/agents/mcp/mcp-endpoint';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationId } from '@/lib/operations/registry';
import { formPostRefusal } from '@/lib/security/form-posts';
import { yourClubViewRefusal } from '@/lib/your-club/view-limit';
import { getServices, intake } from './services';

/**
 * The route handlers (and proxy.ts's check of form posts) that reach the store, each given this process's services here, the one place
 * that builds things (docs/architecture.md "Layout"). app/ files only pick the handler for a path.
 */
export const operationRoute = (operationId: OperationId) => publicEndpoint(operationId, intake);
export const mcpRoute = () => mcpEndpoint(intake);
export const statusRoute = () => apiStatusRoute(getServices);
export const cronRoute = () => cronDeliveriesRoute(getServices);
/** proxy.ts's check of a form post, counted in this process's store. */
export const formPostRefusalHere = (pathname: string, headers: Headers) => formPostRefusal(pathname, headers, getServices);
/** proxy.ts's count of a view of "Your club in Courtside" or its image, in this process's store. */
export const yourClubViewRefusalHere = (target: { locale: Locale; image: boolean }, headers: Headers) =>
  yourClubViewRefusal(target, headers, getServices);
/** GET /api/scheduling/slots: the free demo meeting starts. */
export const demoSlotsRoute = () => demoSlotsEndpoint(intake);
