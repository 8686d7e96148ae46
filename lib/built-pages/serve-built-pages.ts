import type http from 'node:http';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { builtPageAnswer, chosenEncoding, rendersAfresh, type BuiltPageAnswer } from './built-page-answers';
import { builtPages } from './built-page-files';

/**
 * The prerendered pages, answered from memory before Next.js's router (docs/performance.md
 * "Throughput"): a page view is the site's most frequent request, and Next.js spends on each one
 * its router (every header rule, the proxy's matcher, the dynamic `[locale]` route), a cache
 * lookup and, for a browser, gzip of the whole page again. Here the answer is what Next.js sends
 * for the page (tests/api/built-pages.test.ts compares the two for every page), made once, with
 * the body compressed once. Anything else, or any request Next.js would render afresh, goes on to
 * Next.js unchanged; so does every page until its answer is ready, shortly after start.
 */
const answers = new Map<string, BuiltPageAnswer>();
const ENCODINGS = ['br', 'gzip'] as const;

/** Reads the build the server runs from (`next start` and server.js both run in theirs) and prepares every page's answer. */
export async function prepareBuiltPages(): Promise<void> {
  // Read as the server starts, from where it runs: not a file for the build to trace.
  const buildFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next');
  try {
    const { config } = JSON.parse(readFileSync(path.join(buildFolder, 'required-server-files.json'), 'utf8')) as {
      config: { compress?: boolean };
    };
    for (const page of builtPages(buildFolder)) answers.set(page.path, await builtPageAnswer(page, config.compress !== false));
    log.info({ component: 'pages' }, `${answers.size} prerendered pages answered as built`);
  } catch (error) {
    // Without them every page is still served, by Next.js.
    log.warn({ component: 'pages', error: describeErrorSafely(error) }, 'could not read the prerendered pages; Next.js serves them');
  }
}

/** Sends a prerendered page's answer if the request is a plain GET or HEAD of its exact path; false to leave it to Next.js. */
export function answeredAsBuilt(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The exact path, no query: anything else (a trailing slash, an escape, `?_rsc=`) is Next.js's to read.
  const answer = answers.get(request.url ?? '');
  if (!answer || rendersAfresh(request.headers, answer.bypassFor)) return false;
  const encoding = chosenEncoding(
    request.headers['accept-encoding'],
    ENCODINGS.filter((encoding) => answer.bodies[encoding]),
  );
  const body = answer.bodies[encoding]!;
  for (const [key, value] of answer.headers) response.setHeader(key, value);
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
