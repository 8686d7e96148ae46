import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/** Sends `/` to the visitor's best locale and keeps every page under /{locale}/. */
export default createMiddleware(routing);

export const config = {
  // Leave the API, the remote MCP endpoint, Next.js's own files, the development mail viewer and
  // files (paths with a dot, which covers /.well-known, /openapi.json, /llms.txt, sitemaps) alone.
  matcher: ['/((?!api(?:/|$)|mcp(?:/|$)|_next|dev(?:/|$)|.*\\..*).*)'],
};
