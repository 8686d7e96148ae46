import { createHash } from 'node:crypto';
import { apiRoute } from '@/lib/api/route-methods';
import { env } from '@/lib/settings/env';

/** One discovery document as served: its exact text and media type. */
export interface DiscoveryDocument {
  body: string;
  /** The media type with its parameters, e.g. `application/json; charset=utf-8`. */
  contentType: string;
  /** Headers this document carries on every answer (e.g. the api-catalog's Link). */
  headers?: Record<string, string>;
}

export const MEDIA_TYPES = {
  json: 'application/json; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  // Registered without parameters (their drafts' IANA sections): UTF-8 JSON, no charset.
  aiCatalog: 'application/ai-catalog+json',
  serverCard: 'application/mcp-server-card+json',
} as const;

/** A JSON document, indented: agents and people read these. */
export function jsonDocument(value: unknown, options: Partial<Omit<DiscoveryDocument, 'body'>> = {}): DiscoveryDocument {
  return { body: `${JSON.stringify(value, null, 2)}\n`, contentType: MEDIA_TYPES.json, ...options };
}

/** Documents change only with a deployment; five minutes keeps agents and caches close to it. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';

const DOCUMENT_METHODS = 'GET, HEAD, OPTIONS';

/** Anyone may read the documents from a browser; nothing is credentialed. */
export function documentCorsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': DOCUMENT_METHODS,
    // What the server-card draft's CORS section lists for a hosted card; the same for every document.
    'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
    'Access-Control-Expose-Headers': 'ETag, Link',
    'Access-Control-Max-Age': '86400',
  };
}

/** The documents are built from code and content only, so each is built once per site URL. */
function perSiteUrl<T>(build: (siteUrl: string) => T): (siteUrl?: string) => T {
  const built = new Map<string, T>();
  return (siteUrl = env().SITE_URL) => {
    if (!built.has(siteUrl)) built.set(siteUrl, build(siteUrl));
    return built.get(siteUrl)!;
  };
}

/** The sha256 of a text's UTF-8 bytes in hex: ETags here, and the agent-skills digests. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Served {
  document: DiscoveryDocument;
  etag: string;
}

/**
 * Every method handler of a route serving one document. `build` runs at request time (SITE_URL
 * is read then, so one build serves correct absolute URLs wherever it runs) and once per site URL.
 */
export function documentRoute(build: (siteUrl: string) => DiscoveryDocument) {
  return documentFamilyRoute('', (siteUrl) => new Map([['', build(siteUrl)]]));
}

/**
 * The handlers of a route serving a family of documents named by one dynamic segment `param`
 * (e.g. `/sitemap/[file]`); an unknown name is a 404.
 */
export function documentFamilyRoute(param: string, family: (siteUrl: string) => ReadonlyMap<string, DiscoveryDocument>) {
  const served = perSiteUrl((siteUrl) => {
    const entries = [...family(siteUrl)].map(([name, document]): [string, Served] => [
      name,
      { document, etag: `"${sha256Hex(document.body).slice(0, 32)}"` },
    ]);
    return new Map(entries);
  });

  const answer =
    (withBody: boolean): RouteHandler =>
    async (request, context) => {
      const name = param ? ((await context.params)[param] ?? '') : '';
      const found = served().get(name);
      if (!found) return notFound();
      return serve(request, found, withBody);
    };

  return readOnlyRoute(answer(true), answer(false));
}

/** The CORS preflight of a GET/HEAD resource. */
const documentPreflight = async (): Promise<Response> =>
  new Response(null, { status: 204, headers: { ...documentCorsHeaders(), 'Cache-Control': DOCUMENT_CACHE_CONTROL } });

/**
 * A GET/HEAD resource's full set of method handlers: the CORS preflight, and for the rest the same
 * JSON 405 with Allow that every route gives (lib/api/route-methods.ts), with the documents' CORS.
 */
export function readOnlyRoute(GET: RouteHandler, HEAD: RouteHandler) {
  return apiRoute({ GET, HEAD, OPTIONS: documentPreflight }, documentCorsHeaders);
}

function serve(request: Request, { document, etag }: Served, withBody: boolean): Response {
  const headers = {
    ...documentCorsHeaders(),
    'Cache-Control': DOCUMENT_CACHE_CONTROL,
    ETag: etag,
    ...document.headers,
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(withBody ? document.body : null, {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': document.contentType,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function notFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { ...documentCorsHeaders(), 'Content-Type': MEDIA_TYPES.text, 'Cache-Control': 'no-store' },
  });
}
