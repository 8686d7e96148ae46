import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { env } from './lib/env';
import { isLocalizedPath } from './lib/i18n/locales';
import { contentSecurityPolicy } from './lib/security/content-security-policy';
import { mailViewerChallenge } from './lib/security/mail-viewer-gate';

const handleLocales = createMiddleware(routing);

/**
 * Only what cannot be served as built passes here (the matcher below): a prerendered page view
 * never does, its policy and headers being fixed at build time (next.config.ts,
 * scripts/write-page-headers.ts). Here: paths without a locale, which next-intl sends to the
 * visitor's language; pages rendered per request, which need a nonce; the mail viewer's password.
 */
export default function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/dev/')) {
    return mailViewerChallenge(request.headers.get('authorization'), env().MAIL_VIEWER_PASSWORD) ?? renderWithNonce(request);
  }
  // Under a locale, only a form posted without JavaScript comes here: its page is rendered again.
  // The matcher sees the Content-Type, not the method: a GET carrying a multipart type is served
  // as built, with its own policy, so no cache in front can keep a nonce policy for the page.
  if (isLocalizedPath(pathname)) return request.method === 'POST' ? renderWithNonce(request) : NextResponse.next();
  return handleLocales(request);
}

/** Lets Next.js render the page with a fresh nonce on each of its scripts, and sends the policy naming it. */
function renderWithNonce(request: NextRequest): Response {
  // next.config.ts sends `next dev` a policy of its own, which its reloading needs.
  if (process.env.NODE_ENV === 'development') return NextResponse.next();
  const policy = contentSecurityPolicy({ nonce: btoa(crypto.randomUUID()) });
  // Next.js reads the nonce of a per-request render from the request's policy header.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  // Replaces the static policy next.config.ts sends on every path.
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Literal values: Next.js reads the matcher without running this file, so the languages are
  // spelled out (tests/unit/proxy-matcher.test.ts keeps them equal to LOCALES).
  matcher: [
    // Paths without a locale (`/`, `/developers`, `/quote`): not the API, the remote MCP endpoint,
    // Next.js's own files, the mail viewer, the pages under a locale, nor files (paths with a dot,
    // which covers /.well-known, /openapi.json, /llms.txt, sitemaps).
    '/((?!api(?:/|$)|mcp(?:/|$)|_next|dev(?:/|$)|(?:en|es|pt|fr|de)(?:/|$)|.*\\..*).*)',
    // A form posted without JavaScript (a server action's multipart body) renders its page again.
    { source: '/:locale(en|es|pt|fr|de)/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    // The mail viewer: its password, and a nonce for the page rendered per request.
    '/dev/:path*',
  ],
};
