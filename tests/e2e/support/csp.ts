/** What the browser tests check of a page's Content-Security-Policy. */
import type { Page } from '@playwright/test';

/** The `script-src` directive of a policy ('' when it has none). */
export function scriptSources(policy: string): string {
  return policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
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
