import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/**
 * The start-up error when the build this server serves has no page policies (a bare `next build`,
 * without scripts/write-page-headers.ts): every page would then get the strict default policy,
 * which blocks its inline scripts. Undefined when they are there, or when there is no build in the
 * working directory to read (`next start` and server.js both run in theirs).
 */
export function missingPagePoliciesWarning(): string | undefined {
  let manifest: string;
  try {
    // Read as the server starts, from where it runs: not a file for the build to trace.
    manifest = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'routes-manifest.json'), 'utf8');
  } catch {
    return undefined;
  }
  return hasPagePolicies(manifest)
    ? undefined
    : 'The build has no Content-Security-Policy for its pages, so browsers will block their inline scripts: ' +
        'it was made by a bare `next build`. Build with `npm run build`, which adds them (scripts/write-page-headers.ts).';
}

/** Whether a routes manifest (its JSON) holds the rule scripts/write-page-headers.ts writes for the home page. */
export function hasPagePolicies(manifest: string): boolean {
  const { headers } = JSON.parse(manifest) as { headers: { source: string }[] };
  return headers.some((rule) => rule.source === `/${DEFAULT_LOCALE}`);
}
