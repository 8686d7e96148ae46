import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  NEXT_ROUTER_PREFETCH_HEADER,
  NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_ROUTER_STATE_TREE_HEADER,
  RSC_HEADER,
} from 'next/dist/client/components/app-router-headers';
import { getCacheControlHeader } from 'next/dist/server/lib/cache-control';
import type { BuiltPage, BypassCondition } from './built-page-files';

/** A page's answer, ready to send: its headers and its body in each encoding a browser may take. */
export interface BuiltPageAnswer {
  headers: Array<[string, string]>;
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer };
  bypassFor: BypassCondition[];
}

/** The request headers a page's answer varies by, as Next.js sends them (its base server's Vary). */
const ROUTER_HEADERS = [RSC_HEADER, NEXT_ROUTER_STATE_TREE_HEADER, NEXT_ROUTER_PREFETCH_HEADER, NEXT_ROUTER_SEGMENT_PREFETCH_HEADER];

const gzipped = promisify(gzip);
/**
 * Brotli's quality for a page: the site's 50 pages in about 50 ms of CPU, within 2 % of the size
 * quality 9 gives in ten times that (quality 11: 3.5 s); gzip's highest level costs about as little.
 */
export const PAGE_BROTLI_QUALITY = 5;
const brotlied = promisify(brotliCompress);

/**
 * The answer Next.js gives a prerendered page, made once: next.config.ts's headers for its path,
 * then its metadata file's, its type, its Cache-Control by Next.js's own rule, and Vary. With
 * `compress` (Next.js's default), the body is also compressed here once, in the background (zlib's
 * threads), where Next.js compresses it again for every request.
 */
export async function builtPageAnswer(page: BuiltPage, compress: boolean): Promise<BuiltPageAnswer> {
  const headers = new Map<string, [string, string]>();
  const set = (key: string, value: string) => headers.set(key.toLowerCase(), [key, value]);
  for (const [key, value] of page.configHeaders) set(key, value);
  for (const [key, value] of Object.entries(page.metaHeaders)) if (key !== 'x-next-cache-tags') set(key, value);
  set('Content-Type', 'text/html; charset=utf-8');
  set('Cache-Control', getCacheControlHeader({ revalidate: false, expire: page.expire }));
  set('Vary', [...ROUTER_HEADERS, ...(compress ? ['Accept-Encoding'] : [])].join(', '));
  const identity = page.html;
  if (!compress) return { headers: [...headers.values()], bodies: { identity }, bypassFor: page.bypassFor };
  const [gzipBody, brBody] = await Promise.all([
    gzipped(identity, { level: 9 }),
    brotlied(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { headers: [...headers.values()], bodies: { identity, gzip: gzipBody, br: brBody }, bypassFor: page.bypassFor };
}

/** Whether Next.js would render this request afresh rather than send the page as built. */
export function rendersAfresh(headers: Record<string, string | string[] | undefined>, bypassFor: BypassCondition[]): boolean {
  if (isFrameworkRequest(headers)) return true;
  const cookie = String(headers.cookie ?? '');
  // Draft mode's cookie, and the one that makes Next.js test instant navigations.
  if (cookie.includes('__prerender_bypass') || cookie.includes('next-instant-navigation-testing')) return true;
  return bypassFor.some((condition) => {
    if (condition.type !== 'header') return true;
    const value = headers[condition.key.toLowerCase()];
    if (value === undefined) return false;
    return condition.value === undefined || patternOf(condition.value).test(String(value));
  });
}

/**
 * The router's own requests (the page's RSC payload, prefetches), a server action, a revalidation,
 * development's refresh: all `rsc` or `next-…`, or Next.js's revalidation headers.
 */
export function isFrameworkRequest(headers: Record<string, string | string[] | undefined>): boolean {
  return Object.keys(headers).some((name) => name === RSC_HEADER || name.startsWith('next-') || name.startsWith('x-prerender-revalidate'));
}

/** The build's bypass patterns, compiled once: the manifest holds a handful, and a request should not compile them again. */
const PATTERNS = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = PATTERNS.get(source);
  if (!pattern) PATTERNS.set(source, (pattern = new RegExp(source)));
  return pattern;
}

/**
 * The encoding to send, of those offered, from Accept-Encoding: Brotli, then gzip, where the browser takes them
 * (a `q=0` refuses one, `*` takes any), else the page as it is.
 */
export function chosenEncoding(acceptEncoding: string | undefined, offered: ReadonlyArray<'br' | 'gzip'>): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (offered.includes('br') && takes('br')) return 'br';
  if (offered.includes('gzip') && takes('gzip')) return 'gzip';
  return 'identity';
}
