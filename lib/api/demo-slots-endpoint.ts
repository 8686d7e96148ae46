import type { Intake } from '@/lib/acceptance/intake';
import { corsHeaders, READ_METHODS } from './cors';
import { listDemoSlots } from './demo-slots-request';
import { errorResponse, jsonResponse } from './json-response';
import { apiRoute } from './route-methods';
import { slotsQueryOfText } from '@/lib/scheduling/slot-list';

type Handler = (request: Request) => Promise<Response>;

/**
 * A free-slot list is not to be reused without asking again: the server keeps lists itself, for a
 * few seconds and only until a booking changes (lib/scheduling/slot-list-cache.ts), which no cache
 * in front of it, nor the browser's, can learn of. A list kept 30 s there would offer, to the
 * person who just booked a start, that start again. Asking again costs what a refusal costs.
 * Errors are never stored at all (`no-store`).
 */
export const SLOTS_CACHE_CONTROL = 'no-cache';

const slotsCors = () => corsHeaders(READ_METHODS);

/**
 * GET /api/scheduling/slots (docs/api.md "Demo meetings"): the next free demo meeting starts, for
 * any origin. HEAD answers as GET does, without the body; every other method gets the JSON 405.
 */
export function demoSlotsEndpoint(intake: Intake) {
  const GET: Handler = async (request) => {
    try {
      const query = slotsQueryOfText(queryOf(new URL(request.url).searchParams));
      const { body, headers } = await listDemoSlots(query, request.headers, intake);
      return jsonResponse(200, body, { ...headers, 'Cache-Control': SLOTS_CACHE_CONTROL }, slotsCors());
    } catch (error) {
      return errorResponse(error, slotsCors());
    }
  };
  const OPTIONS: Handler = async () => new Response(null, { status: 204, headers: { ...slotsCors(), 'Cache-Control': 'no-store' } });
  return apiRoute({ GET, HEAD: GET, OPTIONS }, slotsCors);
}

/**
 * The query as a body to validate: a parameter given once is its text, one given again a list (which
 * no member takes, so it is refused rather than one of its values picked). Object.fromEntries keeps
 * a `__proto__` parameter an ordinary (unknown) member.
 */
function queryOf(params: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
}
