/** What the browser tests check of a page's Content-Security-Policy. */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The `script-src` directive of a policy ('' when it has none). */
export function scriptSources(policy: string): string {
  return policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
}

/** The hashes a policy lists for scripts, sorted. */
export function listedHashes(policy: string): string[] {
  return (scriptSources(policy).match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []).toSorted();
}

/**
 * The hashes of the inline scripts of a page that run as JavaScript (not JSON-LD), sorted, as a
 * policy names them: worked out here from the HTML served, apart from the build step that lists them.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  const executable = scripts.filter(([, attributes]) => !/\stype=["']?application\//i.test(attributes ?? ''));
  return [
    ...new Set(
      executable.map(
        ([, , body]) =>
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
      ),
    ),
  ].toSorted();
}

/**
 * Starts recording the policy violations the page raises from now on, reported by the browser's
 * event and in its console; returns the list it fills.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
