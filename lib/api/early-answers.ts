import http from 'node:http';
import { answeredAsBuilt } from '@/lib/built-pages/serve-built-pages';
import { startScriptsAfterFirstFrame } from '@/lib/first-frame/rendered-pages';
import { env } from '@/lib/settings/env';
import { isLocalizedPath } from '@/lib/i18n/locales';
import { NOT_FOUND_PATH } from '@/lib/site/not-found-path';
import { ApiError, toErrorResponse } from './errors';
import { ROUTE_METHODS } from './route-methods';

const ROUTED = new Set<string>(ROUTE_METHODS);
let installed = false;

/**
 * Answers, before Next.js, the prerendered pages from memory (lib/built-pages/), has the pages it
 * renders start their scripts after the first frame (lib/first-frame/), and answers the requests
 * Next.js would turn into a server error or an empty answer:
 * - Next.js hands a route only the methods in ROUTE_METHODS; any other method that Node's parser
 *   accepts never reaches our code. TRACE makes Next.js throw while it builds the Request (a 500,
 *   with a stack trace in the log); PROPFIND, SEARCH and the like get an empty 400. They get the
 *   JSON 405 the routes give, on every path: the method is served on no path, and Allow names the
 *   methods the site routes at all (each route's own 405 narrows that).
 * - A path that is not valid percent-encoding (`/%E0`, `/api/%ZZ`) makes Next.js's router fail
 *   decoding it: a plain 500. No page or endpoint has such a path: the JSON 404 of an unknown
 *   path. Under a locale (`/en/%E0`) the locale's 404 page is better: the request is sent to it
 *   (`/en/not-found`, prerendered, answered with 404), since the landing pages' `[slug]` segment
 *   would make Next.js decode the path, and fail, before its own 404.
 * Runs in the Node.js server (`next start`, standalone server.js); a host's own front answers them
 * elsewhere. The cost on every other request: a set lookup, a map lookup, and a scan for `%`.
 */
export function answerBeforeNextJs(): void {
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
      if (answeredAsBuilt(request, response)) return true;
      // `next dev` writes its own development scripts, reloaded as files change: left as they are.
      if (process.env.NODE_ENV === 'production') startScriptsAfterFirstFrame(request, response);
      const locale = undecodableLocalizedPathLocale(request.url ?? '');
      if (locale) request.url = `/${locale}${NOT_FOUND_PATH}`;
      else if (isUndecodableUnknownPath(request.url ?? '')) {
        answerJson(
          response,
          new ApiError('NOT_FOUND', 'No page or endpoint exists at this address: its path is not valid percent-encoding.'),
        );
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
}

/** A request target's path (absolute form or not, before any `?`). */
const pathOf = (target: string) => target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i, '').split('?', 1)[0]!;

/**
 * Whether a path has a percent-escape that does not decode. Paths Next.js redirects before
 * decoding (`//x`, a backslash) are left to it. Every request passes here: one scan, and nothing
 * more for a target without an escape.
 */
function isUndecodable(path: string): boolean {
  if (!path.includes('%') || path.startsWith('//') || path.includes('\\')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Whether a request target's path has a percent-escape that does not decode, outside the locales. */
export function isUndecodableUnknownPath(target: string): boolean {
  if (!target.includes('%')) return false;
  const path = pathOf(target);
  return !isLocalizedPath(path) && isUndecodable(path);
}

/** The locale of a request target's path under one whose percent-escapes do not decode (`/de/%E0`: `de`). */
export function undecodableLocalizedPathLocale(target: string): string | undefined {
  if (!target.includes('%')) return undefined;
  const path = pathOf(target);
  return isLocalizedPath(path) && isUndecodable(path) ? path.split('/')[1] : undefined;
}

function answerMethodNotAllowed(request: http.IncomingMessage, response: http.ServerResponse): void {
  // Node's parser knows a fixed list of method names, so echoing one is safe and short.
  const error = new ApiError('METHOD_NOT_ALLOWED', `The method ${request.method} is not served on any path of this site.`, {
    headers: { Allow: ROUTE_METHODS.join(', ') },
  });
  answerJson(response, error);
}

function answerJson(response: http.ServerResponse, error: ApiError): void {
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
