type ScriptSources = { hashes: string[] } | { nonce: string } | 'development';

/**
 * The Content-Security-Policy of the site's pages: scripts only from the site itself plus either
 * the hashes of a prerendered page's inline scripts or, for a page rendered per request, a nonce
 * that Next.js puts on every script it writes. Never `unsafe-inline` for scripts outside
 * `next dev` (whose reloading needs inline scripts and eval).
 */
export function contentSecurityPolicy(scriptSources: ScriptSources): string {
  return policyOf(scriptSources, {});
}

/**
 * The copy editor's policy (/keystatic, rendered per request): the pages' policy, plus what
 * Keystatic's interface needs and nothing more. Its styles are written at run time (Emotion, in
 * @keystar/ui), so inline styles; in GitHub mode the browser itself calls GitHub's API and shows
 * the signed-in user's avatar. Its link to Google Fonts is left blocked: the system font serves.
 */
export function editorContentSecurityPolicy(scriptSources: ScriptSources, storage: 'local' | 'github'): string {
  const github = storage === 'github';
  return policyOf(scriptSources, {
    'style-src': ["'unsafe-inline'"],
    'img-src': ['blob:', ...(github ? ['https://avatars.githubusercontent.com'] : [])],
    'connect-src': github ? ['https://api.github.com'] : [],
  });
}

type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src';

function policyOf(
  scriptSources: ScriptSources,
  extra: Partial<Record<Directive, string[]>>,
  /** Whether `data:` images are allowed: on the pages, as they always were; not on answers that show no image. */
  { dataImages = true }: { dataImages?: boolean } = {},
): string {
  const scripts =
    scriptSources === 'development'
      ? ["'unsafe-inline'", "'unsafe-eval'"]
      : 'nonce' in scriptSources
        ? [`'nonce-${scriptSources.nonce}'`]
        : scriptSources.hashes;
  const directive = (name: Directive, sources: string[]) => [name, ...sources, ...(extra[name] ?? [])].join(' ');
  return [
    "default-src 'self'",
    directive('script-src', ["'self'", ...scripts]),
    directive('style-src', ["'self'"]),
    directive('img-src', ["'self'", ...(dataImages ? ['data:'] : [])]),
    "font-src 'self'",
    directive('connect-src', ["'self'"]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of every answer outside the pages (next.config.ts sends it on every path not under a
 * locale): scripts from the site itself only, no inline script at all, and images from the site
 * only, none as a `data:` URL (these answers show no image). Which also keeps the value free of a
 * colon: Next.js compiles a header value with a colon as a path pattern on every request its rule
 * matches (`compileNonPath`), and this rule matches every API request (docs/performance.md "Throughput").
 */
export const FALLBACK_CONTENT_SECURITY_POLICY = policyOf({ hashes: [] }, {}, { dataImages: false });

/** Under `next dev`, which writes no prerendered pages: its reloading needs inline scripts and eval. */
export const DEVELOPMENT_CONTENT_SECURITY_POLICY = contentSecurityPolicy('development');

/** Headers every answer carries, pages, documents and API alike (next.config.ts sends them). */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
] as const;
