import { mailLimitsOf, outboundCeilingReached } from '@/lib/abuse/mail-allowance';
import { env } from '@/lib/env';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { getServices } from '@/lib/services';
import { documentCorsHeaders, MEDIA_TYPES, readOnlyRoute } from './document-response';
import { API_VERSION } from './api-identity';

/** Seconds a client should wait before asking again when the API is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * /api/status, the `status` link of the API catalog (RFC 8631): whether the API can accept a
 * submission now, which is whether the lead store answers, and whether the outbound ceiling is
 * holding confirmations back (DESIGN.md "A ceiling on mail to outside addresses"). Never cached.
 */
export function apiStatusRoute() {
  const answer = (withBody: boolean) => async () => {
    const ceiling = await outboundCeilingState();
    const available = ceiling !== undefined;
    const body = JSON.stringify({
      status: available ? 'ok' : 'unavailable',
      version: API_VERSION,
      ...(available ? { outboundMailCeilingReached: ceiling } : {}),
    });
    return new Response(withBody ? body : null, {
      status: available ? 200 : 503,
      headers: {
        ...documentCorsHeaders(),
        'Cache-Control': 'no-store',
        'Content-Type': MEDIA_TYPES.json,
        ...(available ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
      },
    });
  };
  return readOnlyRoute(answer(true), answer(false));
}

/** Whether the ceiling is reached, or undefined when the lead store does not answer. */
async function outboundCeilingState(): Promise<boolean | undefined> {
  try {
    return await outboundCeilingReached((await getServices()).database, mailLimitsOf(env()));
  } catch (error) {
    console.error(`[status] the lead store does not answer: ${describeErrorSafely(error)}`);
    return undefined;
  }
}
