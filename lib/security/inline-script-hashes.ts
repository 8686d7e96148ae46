import { createHash } from 'node:crypto';

// Script elements without `src` whose type runs as JavaScript; JSON-LD and other data blocks are
// never executed, so CSP does not apply to them.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype=["']?(?!text\/javascript|module)[a-z]/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page's HTML. Static pages cannot carry
 * a nonce (docs/notes.md "Static pages and CSP"), so the policy of a prerendered page lists exactly these instead of allowing
 * inline scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}
