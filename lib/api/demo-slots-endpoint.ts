import type { Intake } from '@/lib/acceptance/intake';
import { CALENDAR_CACHE_MS } from '@/lib/scheduling/scheduling';
import { corsHeaders, READ_METHODS } from './cors';
import { listDemoSlots } from './demo-slots-request';
import { errorResponse, jsonResponse } from './json-response';
import { apiRoute } from './route-methods';
import { slotsQueryOfText } from '@/lib/scheduling/slot-list';

type Handler = (request: Request) => Promise<Response>;

/**
 * A free-slot list may be cached as long as the server keeps the calendar's busy times: a cache in
 * front then spares the store and the rate limit, and shows nothing the server would not. (A start
 * taken meanwhile is refused at booking time with the next free ones.) Errors are never cached.
 */
export const SLOTS_CACHE_CONTROL = `public, max-age=${CALENDAR_CACHE_MS / 1000}`;

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
