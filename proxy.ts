import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { DISCOVERY_LINK_HEADER } from './lib/agents/documents/discovery-links';
import { contentEditorStorage } from './lib/settings/env';
import { isLocalizedPath } from './lib/i18n/locales';
import { refusalAt } from './lib/security/area-gate';
import { contentSecurityPolicy, editorContentSecurityPolicy } from './lib/security/content-security-policy';
import { formPostRefusalHere, yourClubViewRefusalHere } from './lib/runtime/routes';
import { yourClubPathOf } from './lib/your-club/your-club-path';
import { estimatePageOf, FORM_POST_LIMITED, schedulingPageOf } from './lib/security/form-posts';
import { COPY_EDITOR, decodedPath, guardedAreaOf, MAIL_VIEWER } from './lib/security/guarded-areas';

const handleLocales = createMiddleware(routing);

/**
 * Only what cannot be served as built passes here (the matcher below): a prerendered page view
 * never does, its policy and headers being fixed at build time (next.config.ts,
 * scripts/write-page-headers.ts). Here: paths without a locale, which next-intl sends to the
 * visitor's language; pages rendered per request, which need a nonce; the passwords of the mail
 * viewer and the copy editor (which their page and route check again themselves), and the
 * editor's own policy; form posts, limited like the API; the scheduling pages, rendered per request.
 * A redirect to a language carries the pages' discovery `Link` header.
 */
export default async function proxy(request: NextRequest): Promise<Response> {
  // Read as Next.js routes it: `/%64ev/mail` is the mail viewer.
  const area = guardedAreaOf(request.nextUrl.pathname);
  if (area) {
    const refusal = refusalAt(area, request.headers);
    if (refusal) return refusal;
    if (area === MAIL_VIEWER) return renderWithNonce(request, contentSecurityPolicy);
    if (area === COPY_EDITOR && decodedPath(request.nextUrl.pathname).startsWith('/api/')) return NextResponse.next();
    // Off, the editor's page is a 404 that needs none of the editor's additions.
    const storage = contentEditorStorage()?.kind;
    const policyFor: PolicyFor = storage ? (scripts) => editorContentSecurityPolicy(scripts, storage) : contentSecurityPolicy;
    return renderWithNonce(request, policyFor, { inDevelopment: true });
  }
  const pathname = decodedPath(request.nextUrl.pathname);
  // Under a locale, only a server action comes here (a form posted without JavaScript, or called
  // by its page's script): refused where the page has no form, limited per client, then its page
  // is rendered again. The matcher sees headers, not the method: a GET carrying a multipart type
  // is served as built, with its own policy, so no cache in front can keep a nonce policy for it.
  if (isLocalizedPath(pathname)) {
    // The scheduling pages (each shows the meeting of its link's token) and the pricing estimate
    // (its query's answers) are rendered per request: their scripts need a nonce, on a GET as on a post.
    if (request.method !== 'POST') {
      // "Your club in Courtside" and its image render a stranger's query: each view is counted first.
      const yourClub = yourClubPathOf(pathname);
      if (yourClub) {
        const refusal = await yourClubViewRefusalHere(yourClub, request.headers);
        if (refusal) return refusal;
        return yourClub.image ? NextResponse.next() : renderWithNonce(request, contentSecurityPolicy);
      }
      return schedulingPageOf(pathname) || estimatePageOf(pathname) ? renderWithNonce(request, contentSecurityPolicy) : NextResponse.next();
    }
    // Only this proxy may say that a post is past the limit.
    const headers = new Headers(request.headers);
    headers.delete(FORM_POST_LIMITED);
    const refusal = await formPostRefusalHere(pathname, headers);
    if (refusal instanceof Response) return refusal;
    return renderWithNonce(request, contentSecurityPolicy, { requestHeaders: refusal?.limited ?? headers });
  }
  // A path without a language (`/` above all, where an agent starts) is sent on to its page in the
  // visitor's language: the redirect itself names the documents for agents, as every page does
  // (RFC 8288), so that the first answer an agent gets points it at the API catalog and llms.txt.
  const localized = handleLocales(request);
  localized.headers.set('Link', DISCOVERY_LINK_HEADER);
  return localized;
}

type PolicyFor = typeof contentSecurityPolicy;

/**
 * Lets Next.js render the page with a fresh nonce on each of its scripts, and sends the policy
 * naming it. Under `next dev`, next.config.ts sends a policy of its own, which its reloading
 * needs; the editor, whose styles that policy would block, gets its policy's development form.
 */
function renderWithNonce(
  request: NextRequest,
  policyFor: PolicyFor,
  { inDevelopment = false, requestHeaders = request.headers }: { inDevelopment?: boolean; requestHeaders?: Headers } = {},
): Response {
  const headers = new Headers(requestHeaders);
  if (process.env.NODE_ENV === 'development') {
    const response = NextResponse.next({ request: { headers } });
    if (inDevelopment) response.headers.set('Content-Security-Policy', policyFor('development'));
    return response;
  }
  const policy = policyFor({ nonce: btoa(crypto.randomUUID()) });
  // Next.js reads the nonce of a per-request render from the request's policy header.
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
    // (paths with a dot, which covers /.well-known, /openapi.json, /llms.txt, sitemaps). An
    // escaped spelling of the viewer or the editor (`/%64ev/mail`) comes here too.
    '/((?!api(?:/|$)|mcp(?:/|$)|_next|dev(?:/|$)|keystatic(?:/|$)|(?:en|es|pt|fr|de)(?:/|$)|.*\\..*).*)',
    // A server action posted to a page: a form sent without JavaScript (a multipart body), or
    // called by the page's script (the Next-Action header).
    { source: '/:locale(en|es|pt|fr|de)/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    { source: '/:locale(en|es|pt|fr|de)/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // The scheduling pages (lib/scheduling/scheduling-links.ts), rendered per request: a nonce.
    '/:locale(en|es|pt|fr|de)/demo/:page(book|cancel)',
    // The pricing estimate (lib/pricing/estimate-path.ts), rendered per request from its query: a nonce.
    '/:locale(en|es|pt|fr|de)/pricing/estimate',
    // "Your club in Courtside" and its image (lib/your-club/your-club-path.ts), rendered per request: counted, and a nonce.
    '/:locale(en|es|pt|fr|de)/your-club',
    '/:locale(en|es|pt|fr|de)/your-club/image',
    // The mail viewer: its password, and a nonce for the page rendered per request.
    '/dev/:path*',
    // The copy editor and its API: its password in local mode, and its own policy.
    '/keystatic/:path*',
    '/api/keystatic/:path*',
  ],
};
