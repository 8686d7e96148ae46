import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { getServices } from '@/lib/services';

/** How long one cron call may drain, well within a serverless function's limit. */
const DRAIN_SECONDS = 25;

/**
 * `GET` or `POST /api/cron/deliveries` with `Authorization: Bearer $CRON_SECRET` drains the delivery
 * queue, for hosts without a long-running process (Vercel's cron calls GET). Everyone else, and
 * everyone while CRON_SECRET is unset, is refused.
 */
export async function drainDeliveriesOnCron(request: Request): Promise<Response> {
  const secret = env().CRON_SECRET;
  if (!secret || !bearerMatches(request.headers.get('authorization'), secret)) {
    return Response.json(
      { error: { code: 'UNAUTHORIZED', message: secret ? 'Missing or wrong bearer secret.' : 'CRON_SECRET is not set on this server.' } },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' } },
    );
  }
  const { deliveries } = await getServices();
  const drained = await deliveries.drain({ deadlineMs: Date.now() + DRAIN_SECONDS * 1000 });
  return Response.json({ drained }, { headers: { 'Cache-Control': 'no-store' } });
}

function bearerMatches(header: string | null, secret: string): boolean {
  const presented = header?.match(/^Bearer (.+)$/)?.[1] ?? '';
  // Compare digests, so neither the length nor the content leaks through timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}
