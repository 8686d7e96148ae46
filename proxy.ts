import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/** Sends `/` to the visitor's best locale and keeps every page under /{locale}/. */
export default createMiddleware(routing);

export const config = {
  // Leave the API, Next.js's own files, the development mail viewer and files (paths with a dot) alone.
  matcher: ['/((?!api(?:/|$)|_next|dev(?:/|$)|.*\\..*).*)'],
};
