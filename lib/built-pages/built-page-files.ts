import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocalizedPath } from '@/lib/i18n/locales';

/**
 * What `npm run build` left in `.next` for one prerendered page, read as Next.js itself reads it to
 * serve the page: its HTML, the headers of its metadata file (the policy scripts/write-page-headers.ts
 * added), its revalidation, the requests Next.js renders afresh instead, and the headers of
 * next.config.ts that apply to its path (from the build's routes manifest).
 */
export interface BuiltPage {
  path: string;
  html: Buffer;
  metaHeaders: Record<string, string>;
  configHeaders: Array<[string, string]>;
  expire: number | undefined;
  bypassFor: BypassCondition[];
}

/** A request Next.js renders afresh even for a prerendered page (a server action, a multipart post). */
export interface BypassCondition {
  type: string;
  key: string;
  value?: string;
}

interface PrerenderRoute {
  routeType?: string;
  initialStatus?: number;
  initialRevalidateSeconds?: number | false;
  initialExpireSeconds?: number;
  experimentalBypassFor?: BypassCondition[];
}

interface HeaderRule {
  regex: string;
  headers: Array<{ key: string; value: string }>;
  has?: unknown[];
  missing?: unknown[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The pages of the build in `buildFolder` that can be answered as built: the localized pages
 * prerendered once and never revalidated, answered 200. A page is left out (and so served by
 * Next.js, as before) where the build holds anything this reading does not reproduce exactly: a
 * header rule with conditions or with a parameter in its value, a missing file.
 */
export function builtPages(buildFolder: string): BuiltPage[] {
  const { routes } = readJson<{ routes: Record<string, PrerenderRoute> }>(path.join(buildFolder, 'prerender-manifest.json'));
  const { headers: rules = [] } = readJson<{ headers?: HeaderRule[] }>(path.join(buildFolder, 'routes-manifest.json'));
  const pages: BuiltPage[] = [];
  for (const [route, entry] of Object.entries(routes)) {
    if (entry.routeType !== 'page' || entry.initialStatus !== undefined || entry.initialRevalidateSeconds !== false) continue;
    if (!isLocalizedPath(route)) continue;
    const file = path.join(buildFolder, 'server', 'app', route);
    if (!existsSync(`${file}.html`) || !existsSync(`${file}.meta`)) continue;
    const configHeaders = configHeadersOf(route, rules);
    if (!configHeaders) continue;
    const { headers: metaHeaders = {}, status } = readJson<{ headers?: Record<string, string>; status?: number }>(`${file}.meta`);
    if (status !== undefined && status !== 200) continue;
    pages.push({
      path: route,
      html: readFileSync(`${file}.html`),
      metaHeaders,
      configHeaders,
      expire: entry.initialExpireSeconds,
      bypassFor: entry.experimentalBypassFor ?? [],
    });
  }
  return pages;
}

/**
 * The headers next.config.ts gives a path, in the order Next.js sets them (a later rule's value
 * wins); undefined where a matching rule has conditions or a value Next.js would fill in per
 * request (a `:parameter`), which only Next.js can answer.
 */
export function configHeadersOf(route: string, rules: HeaderRule[]): Array<[string, string]> | undefined {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(route)) continue;
    if (rule.has?.length || rule.missing?.length) return undefined;
    for (const { key, value } of rule.headers) {
      if (value.includes(':')) return undefined;
      headers.set(key.toLowerCase(), [key, value]);
    }
  }
  return [...headers.values()];
}
