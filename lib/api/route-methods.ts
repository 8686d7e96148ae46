import { ApiError } from './errors';
import { errorResponse } from './json-response';

/** The methods Next.js routes to a handler; any it is not given it answers with a bare 405. */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers differ in their second (context) argument
type Handler = (request: Request, ...rest: any[]) => Promise<Response>;

/** The Allow header of a route, in the fixed order above: `POST, OPTIONS` or `GET, HEAD, OPTIONS`. */
export function allowOf(handlers: Partial<Record<RouteMethod, Handler>>): string {
  return ROUTE_METHODS.filter((method) => handlers[method]).join(', ');
}

/**
 * Every method handler of an API route: the ones it declares, and for all others one JSON 405
 * METHOD_NOT_ALLOWED whose Allow lists the declared methods, with the route's own CORS headers
 * (none where the route has no CORS). A route declares its methods here and nowhere else.
 */
export function apiRoute<Handlers extends Partial<Record<RouteMethod, Handler>>>(
  handlers: Handlers,
  cors: () => Record<string, string> = () => ({}),
): Record<RouteMethod, Handler> {
  const allow = allowOf(handlers);
  const methodNotAllowed: Handler = async (request) =>
    errorResponse(
      new ApiError(
        'METHOD_NOT_ALLOWED',
        `The method ${request.method} is not allowed on ${new URL(request.url).pathname}; the allowed methods are ${allow}.`,
        {
          headers: { Allow: allow },
        },
      ),
      cors(),
    );
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handlers[method] ?? methodNotAllowed])) as Record<RouteMethod, Handler>;
}
