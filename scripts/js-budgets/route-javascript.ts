/**
 * The JavaScript each route of a build loads first, as one figure that does not depend on the
 * server's compression: Next.js's own list of a route's first-load chunks
 * (`.next/diagnostics/route-bundle-stats.json`, written by `next build`), each compressed with
 * gzip -9, summed, in kB (1000 bytes). Chunks a page loads later (on first focus, or only where the
 * browser has WebMCP) are not counted: a visitor who does nothing never fetches them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface RouteBundleStat {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Per route, kB of gzip -9 JavaScript it loads first, for the Next.js app built in `appDir`. */
export function routeJavaScript(appDir: string): Map<string, number> {
  const statsFile = path.join(appDir, '.next/diagnostics/route-bundle-stats.json');
  let stats: RouteBundleStat[];
  try {
    stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  } catch (error) {
    throw new Error(`No build to measure: ${statsFile} could not be read (${(error as Error).message}). Run \`npm run build\` first.`);
  }
  const chunkSizes = new Map<string, number>();
  const gzipped = (chunk: string) => {
    let size = chunkSizes.get(chunk);
    if (size === undefined) chunkSizes.set(chunk, (size = gzipSync(readFileSync(path.join(appDir, chunk)), { level: 9 }).length));
    return size;
  };
  return new Map(stats.map((stat) => [stat.route, stat.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(chunk), 0) / 1000]));
}
