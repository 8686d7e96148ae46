import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hashes of the inline scripts of a prerendered page, read from the HTML that `next build`
 * wrote, once per page per process. Static pages cannot carry a nonce (NOTES.md), so their
 * Content-Security-Policy lists exactly these hashes instead of allowing inline scripts.
 */
const BUILD_DIR = path.join(process.cwd(), '.next');
// Keys are prerendered routes only, so the cache is as small as the build.
const cache = new Map<string, string[] | null>();

// Script elements without `src` whose type runs as JavaScript; JSON-LD and other data blocks are
// never executed, so CSP does not apply to them.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype=["']?(?!text\/javascript|module)[a-z]/i;

/** `null` when the path has no prerendered page (it is rendered per request). */
export function inlineScriptHashes(pathname: string): string[] | null {
  const route = pathname.replace(/(.)\/$/, '$1');
  // Only the build's fixed set of pages is looked up: any other path, of the endless ones a client
  // can ask for, costs neither a file read nor a cache entry.
  if (!prerenderedRoutes().has(route)) return null;
  if (!cache.has(route)) cache.set(route, readHashes(route));
  return cache.get(route)!;
}

let routes: Set<string> | undefined;

/** The routes `next build` prerendered, from its manifest, read on first use. */
function prerenderedRoutes(): Set<string> {
  if (!routes) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, 'prerender-manifest.json'), 'utf8'));
      routes = new Set(Object.keys(manifest.routes));
    } catch {
      routes = new Set(); // No build to read (next dev): every page gets a nonce.
    }
  }
  return routes;
}

/** `null` for a prerendered route that is not a page (a static route handler has no HTML). */
function readHashes(route: string): string[] | null {
  try {
    return hashInlineScripts(readFileSync(path.join(BUILD_DIR, 'server', 'app', `${route === '/' ? '/index' : route}.html`), 'utf8'));
  } catch {
    return null;
  }
}

function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
