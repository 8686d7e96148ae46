import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { DISCOVERY_LINK_HEADER } from './lib/discovery/discovery-links';
import { env } from './lib/env';
import { contentSecurityPolicy } from './lib/security/content-security-policy';
import { inlineScriptHashes } from './lib/security/inline-script-hashes';
import { mailViewerChallenge } from './lib/security/mail-viewer-gate';

const handleLocales = createMiddleware(routing);

/**
 * Every page request passes here: next-intl sends `/` to the visitor's best locale and keeps pages
 * under /{locale}/; this adds the page's Content-Security-Policy and the discovery links.
 */
export default function proxy(request: NextRequest): Response {
  // The mail viewer is not a localized page: it only asks for its password (when one is set).
  if (request.nextUrl.pathname.startsWith('/dev/')) {
    return mailViewerChallenge(request.headers.get('authorization'), env().MAIL_VIEWER_PASSWORD) ?? NextResponse.next();
  }
  const policy = policyFor(request);
  // Next.js reads the nonce of a per-request render from the request's policy header.
  const headers = new Headers(request.headers);
  if (policy.nonce) headers.set('Content-Security-Policy', policy.value);
  const response = handleLocales(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy.value);
  response.headers.append('Link', DISCOVERY_LINK_HEADER);
  return response;
}

function policyFor(request: NextRequest): { value: string; nonce?: string } {
  if (process.env.NODE_ENV === 'development') return { value: contentSecurityPolicy('development') };
  const hashes = request.method === 'GET' || request.method === 'HEAD' ? inlineScriptHashes(request.nextUrl.pathname) : null;
  if (hashes) return { value: contentSecurityPolicy({ hashes }) };
  const nonce = btoa(crypto.randomUUID());
  return { value: contentSecurityPolicy({ nonce }), nonce };
}

export const config = {
  // Pages: leave the API, the remote MCP endpoint, Next.js's own files, the mail viewer and files
  // (paths with a dot, which covers /.well-known, /openapi.json, /llms.txt, sitemaps) alone.
  // The mail viewer: only its password.
  matcher: ['/((?!api(?:/|$)|mcp(?:/|$)|_next|dev(?:/|$)|.*\\..*).*)', '/dev/:path*'],
};
