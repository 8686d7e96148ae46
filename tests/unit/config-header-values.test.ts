/**
 * The headers next.config.ts sends by rule are written so that Next.js can send them as they are:
 * Next.js compiles a header value that holds a colon as a path pattern, on every request its rule
 * matches when the rule's source has parameters (`compileNonPath` in resolve-routes), and the
 * fallback policy's rule matches every API request. docs/performance.md "Throughput".
 */
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';

describe("next.config.ts's header rules", () => {
  it('send no value with a colon, so Next.js never compiles one per request', async () => {
    const config = typeof nextConfig === 'function' ? await nextConfig('phase-production-server') : nextConfig;
    const rules = (await config.headers?.()) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) for (const header of rule.headers) expect(`${header.key}: ${header.value}`).not.toMatch(/:.*:/);
  });
});
