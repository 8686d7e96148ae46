import { getServices } from '@/lib/services';
import { documentCorsHeaders, MEDIA_TYPES, readOnlyRoute } from './document-response';
import { API_VERSION } from './api-identity';

/** Seconds a client should wait before asking again when the API is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * /api/status, the `status` link of the API catalog (RFC 8631): whether the API can accept a
 * submission now, which is whether the lead store answers. Never cached.
 */
export function apiStatusRoute() {
  const answer = (withBody: boolean) => async () => {
    const available = await storeAnswers();
    const body = JSON.stringify({ status: available ? 'ok' : 'unavailable', version: API_VERSION });
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

async function storeAnswers(): Promise<boolean> {
  try {
    await (await getServices()).database.query('SELECT 1');
    return true;
  } catch (error) {
    console.error('[status] the lead store does not answer', error);
    return false;
  }
}
