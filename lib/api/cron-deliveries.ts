import { env } from '@/lib/settings/env';
import { bearerTokenMatches } from '@/lib/api/bearer-token';
import type { DeliveryWorker } from '@/lib/delivery/delivery-worker';
import { ApiError } from './errors';
import { errorResponse } from './json-response';
import { apiRoute } from './route-methods';

/** How long one cron call may drain, well within a serverless function's limit. */
const DRAIN_SECONDS = 25;

/**
 * `GET` or `POST /api/cron/deliveries` with `Authorization: Bearer $CRON_SECRET` drains the delivery
 * queue, for hosts without a long-running process (Vercel's cron calls GET). Everyone else, and
 * everyone while CRON_SECRET is unset, is refused.
 */
async function drainDeliveriesOnCron(request: Request, services: () => Promise<{ deliveries: DeliveryWorker }>): Promise<Response> {
  const secret = env().CRON_SECRET;
  if (!secret || !bearerTokenMatches(request.headers.get('authorization'), secret)) {
    const message = secret ? 'Missing or wrong bearer secret.' : 'CRON_SECRET is not set on this server.';
    // No CORS: the cron route is for the host's scheduler, not for browsers.
    return errorResponse(new ApiError('UNAUTHORIZED', message, { headers: { 'WWW-Authenticate': 'Bearer' } }), {});
  }
  const { deliveries } = await services();
  const drained = await deliveries.drain({ deadlineMs: Date.now() + DRAIN_SECONDS * 1000 });
  return Response.json({ drained }, { headers: { 'Cache-Control': 'no-store' } });
}

/** GET (Vercel's cron) and POST drain; every other method is a JSON 405 without CORS. */
export function cronDeliveriesRoute(services: () => Promise<{ deliveries: DeliveryWorker }>) {
  const drain = (request: Request) => drainDeliveriesOnCron(request, services);
  return apiRoute({ GET: drain, POST: drain });
}
