import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/**
 * The start-up error when the build this server serves has no page policies (a bare `next build`,
 * without scripts/write-page-headers.ts): pages would then be sent without any policy. Undefined
 * when they are there, or when there is no build in the working directory to read (`next start`
 * and server.js both run in theirs).
 */
export function missingPagePoliciesWarning(): string | undefined {
  let meta: string;
  try {
    // Read as the server starts, from where it runs: not a file for the build to trace.
    meta = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server', 'app', `${DEFAULT_LOCALE}.meta`), 'utf8');
  } catch {
    return undefined;
  }
  return hasPagePolicy(meta)
    ? undefined
    : 'The build has no Content-Security-Policy for its pages, so they are served without one: ' +
        'it was made by a bare `next build`. Build with `npm run build`, which adds them (scripts/write-page-headers.ts).';
}

/** Whether a prerendered page's metadata file (its JSON) holds the policy scripts/write-page-headers.ts writes. */
export function hasPagePolicy(meta: string): boolean {
  const { headers } = JSON.parse(meta) as { headers?: Record<string, string> };
  return Boolean(headers?.['content-security-policy']);
}
