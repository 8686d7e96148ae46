import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { contentEditorStorage, env } from './lib/env';
import { isLocalizedPath } from './lib/i18n/locales';
import { contentSecurityPolicy, editorContentSecurityPolicy } from './lib/security/content-security-policy';
import { passwordChallenge } from './lib/security/password-gate';

const handleLocales = createMiddleware(routing);

/**
 * Only what cannot be served as built passes here (the matcher below): a prerendered page view
 * never does, its policy and headers being fixed at build time (next.config.ts,
 * scripts/write-page-headers.ts). Here: paths without a locale, which next-intl sends to the
 * visitor's language; pages rendered per request, which need a nonce; the passwords of the mail
 * viewer and the copy editor, and the editor's own policy.
 */
export default function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  const authorization = request.headers.get('authorization');
  if (pathname.startsWith('/dev/')) {
    return passwordChallenge(authorization, env().MAIL_VIEWER_PASSWORD, MAIL_VIEWER) ?? renderWithNonce(request, contentSecurityPolicy);
  }
  if (isEditorPath(pathname)) {
    const challenge = passwordChallenge(authorization, env().CONTENT_EDITOR_PASSWORD, COPY_EDITOR);
    if (challenge) return challenge;
    if (pathname.startsWith('/api/')) return NextResponse.next();
    // Off, the editor's page is a 404 that needs none of the editor's additions.
    const storage = contentEditorStorage()?.kind;
    const policyFor: PolicyFor = storage ? (scripts) => editorContentSecurityPolicy(scripts, storage) : contentSecurityPolicy;
    return renderWithNonce(request, policyFor, { inDevelopment: true });
  }
  // Under a locale, only a form posted without JavaScript comes here: its page is rendered again.
  // The matcher sees the Content-Type, not the method: a GET carrying a multipart type is served
  // as built, with its own policy, so no cache in front can keep a nonce policy for the page.
  if (isLocalizedPath(pathname)) return request.method === 'POST' ? renderWithNonce(request, contentSecurityPolicy) : NextResponse.next();
  return handleLocales(request);
}

const MAIL_VIEWER = { realm: 'Captured mail', variable: 'MAIL_VIEWER_PASSWORD' };
const COPY_EDITOR = { realm: 'Copy editor', variable: 'CONTENT_EDITOR_PASSWORD' };

const isEditorPath = (pathname: string) => /^\/(?:api\/)?keystatic(?:\/|$)/.test(pathname);

type PolicyFor = typeof contentSecurityPolicy;

/**
 * Lets Next.js render the page with a fresh nonce on each of its scripts, and sends the policy
 * naming it. Under `next dev`, next.config.ts sends a policy of its own, which its reloading
 * needs; the editor, whose styles that policy would block, gets its policy's development form.
 */
function renderWithNonce(request: NextRequest, policyFor: PolicyFor, { inDevelopment = false } = {}): Response {
  if (process.env.NODE_ENV === 'development') {
    if (!inDevelopment) return NextResponse.next();
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', policyFor('development'));
    return response;
  }
  const policy = policyFor({ nonce: btoa(crypto.randomUUID()) });
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
    // Next.js's own files, the mail viewer, the copy editor, the pages under a locale, nor files
    // (paths with a dot, which covers /.well-known, /openapi.json, /llms.txt, sitemaps).
    '/((?!api(?:/|$)|mcp(?:/|$)|_next|dev(?:/|$)|keystatic(?:/|$)|(?:en|es|pt|fr|de)(?:/|$)|.*\\..*).*)',
    // A form posted without JavaScript (a server action's multipart body) renders its page again.
    { source: '/:locale(en|es|pt|fr|de)/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    // The mail viewer: its password, and a nonce for the page rendered per request.
    '/dev/:path*',
    // The copy editor and its API: its password in local mode, and its own policy.
    '/keystatic/:path*',
    '/api/keystatic/:path*',
  ],
};
