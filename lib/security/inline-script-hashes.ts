import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hashes of the inline scripts of a prerendered page, read from the HTML that `next build`
 * wrote, once per page per process. Static pages cannot carry a nonce (NOTES.md), so their
 * Content-Security-Policy lists exactly these hashes instead of allowing inline scripts.
 */
const PRERENDERED_DIR = path.join(process.cwd(), '.next', 'server', 'app');
// Only pages that exist are remembered: the build wrote a fixed set, while the paths a client can
// ask for are endless and would grow the cache without bound.
const cache = new Map<string, string[]>();

// Script elements without `src` whose type runs as JavaScript; JSON-LD and other data blocks are
// never executed, so CSP does not apply to them.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype=["']?(?!text\/javascript|module)[a-z]/i;

/** `null` when the path has no prerendered page (it is rendered per request). */
export function inlineScriptHashes(pathname: string): string[] | null {
  const cached = cache.get(pathname);
  if (cached) return cached;
  const hashes = readHashes(pathname);
  if (hashes) cache.set(pathname, hashes);
  return hashes;
}

function readHashes(pathname: string): string[] | null {
  if (pathname.includes('..')) return null;
  let html: string;
  try {
    html = readFileSync(path.join(PRERENDERED_DIR, `${pathname.replace(/\/$/, '') || '/index'}.html`), 'utf8');
  } catch {
    return null;
  }
  return hashInlineScripts(html);
}

export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
