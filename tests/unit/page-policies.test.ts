/**
 * The build-time policies of the prerendered pages (scripts/write-page-headers.ts): the hashes of a
 * page's inline scripts, and how a server tells a build made without them.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasPagePolicy } from '@/lib/security/built-page-policies';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, and neither scripts with src nor data blocks', () => {
    const html =
      '<script src="/a.js"></script><script>self.a=1</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script async="">self.b=2</script><script>self.a=1</script><script type="module">self.c=3</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('self.a=1'), sha256('self.b=2'), sha256('self.c=3')]);
  });
});

describe('hasPagePolicy', () => {
  it("is false for a page's metadata as `next build` writes it, true once the build step added the policy", () => {
    const meta = { status: undefined, headers: { 'x-nextjs-prerender': '1' } };
    expect(hasPagePolicy(JSON.stringify(meta))).toBe(false);
    expect(hasPagePolicy(JSON.stringify({ ...meta, headers: { ...meta.headers, 'content-security-policy': "script-src 'self'" } }))).toBe(
      true,
    );
  });
});
