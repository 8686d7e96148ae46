/**
 * The build-time policies of the prerendered pages (scripts/write-page-headers.ts): the hashes of a
 * page's inline scripts, the order of the rules, in which the last matching one is sent, and the
 * start-up error of a build made without them.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasPagePolicies } from '@/lib/security/built-page-policies';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { pagePolicyRules } from '@/lib/security/page-policies';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, and neither scripts with src nor data blocks', () => {
    const html =
      '<script src="/a.js"></script><script>self.a=1</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script async="">self.b=2</script><script>self.a=1</script><script type="module">self.c=3</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('self.a=1'), sha256('self.b=2'), sha256('self.c=3')]);
  });
});

describe('pagePolicyRules', () => {
  const rules = pagePolicyRules(
    [
      { path: '/en', hashes: ["'sha256-home'"] },
      { path: '/en/not-found', hashes: ["'sha256-missing'"] },
    ],
    [{ locale: 'en', page: { path: '/en/not-found', hashes: ["'sha256-missing'"] } }],
  );

  it("gives every unknown path under a locale its 404's policy, and each page its own after it", () => {
    expect(rules.map((rule) => rule.source)).toEqual(['/en/:path+', '/en', '/en/not-found']);
    const policies = rules.map((rule) => rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '');
    expect(policies[0]).toContain("script-src 'self' 'sha256-missing';");
    expect(policies[1]).toContain("script-src 'self' 'sha256-home';");
  });

  it('never allows inline scripts wholesale', () => {
    for (const rule of rules) for (const header of rule.headers) expect(header.value).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
  });
});

describe('hasPagePolicies', () => {
  const manifest = (sources: string[]) => JSON.stringify({ headers: sources.map((source) => ({ source, headers: [] })) });

  it("is false for a build with only next.config.ts's rules (a bare `next build`)", () => {
    expect(hasPagePolicies(manifest(['/:path*', '/:locale(en|es|pt|fr|de)/:path*']))).toBe(false);
    expect(hasPagePolicies(manifest(['/:path*', '/en/:path+', '/en']))).toBe(true);
  });
});
