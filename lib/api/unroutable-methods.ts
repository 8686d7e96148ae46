import http from 'node:http';
import { env } from '@/lib/env';
import { ApiError, toErrorResponse } from './errors';
import { ROUTE_METHODS } from './route-methods';

const ROUTED = new Set<string>(ROUTE_METHODS);
let installed = false;

/**
 * Next.js hands a route only the methods in ROUTE_METHODS; any other method that Node's parser
 * accepts never reaches our code. TRACE makes Next.js throw while it builds the Request (a 500,
 * with a stack trace in the log); PROPFIND, SEARCH and the like get an empty 400. This answers
 * them before Next.js, on every path, with the JSON 405 the routes give: the method is served on
 * no path, and Allow names the methods the site routes at all (each route's own 405 narrows that).
 * Runs in the Node.js server (`next start`, standalone server.js); a host's own front answers them
 * elsewhere.
 */
export function answerUnroutableMethodsEarly(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (!ROUTED.has(request.method ?? '')) {
        answerMethodNotAllowed(request, response);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
}

function answerMethodNotAllowed(request: http.IncomingMessage, response: http.ServerResponse): void {
  const allow = ROUTE_METHODS.join(', ');
  // Node's parser knows a fixed list of method names, so echoing one is safe and short.
  const error = new ApiError('METHOD_NOT_ALLOWED', `The method ${request.method} is not served on any path of this site.`, {
    headers: { Allow: allow },
  });
  const { status, body, headers } = toErrorResponse(error, env().SITE_URL);
  const text = JSON.stringify(body);
  // The body, if any, is never read: closing the connection bounds what a client can stream at us.
  response.writeHead(status, {
    Connection: 'close',
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(text);
}
