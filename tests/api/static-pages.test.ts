/**
 * Every public page, and the 404 of each locale, is prerendered at build time (read from the
 * production build's manifest), and PAGE_PATHS, from which the sitemaps, llms.txt and the language
 * links are made, names every page the app has but those behind a scheduling link and the pricing
 * estimate (rendered per request, never indexed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import { BOOK_PAGE_PATH, CANCEL_PAGE_PATH } from '@/lib/scheduling/scheduling-paths';
import { NOT_FOUND_PATH } from '@/lib/site/not-found-path';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { YOUR_CLUB_PAGE_PATH } from '@/lib/your-club/your-club-path';

const BUILD = path.resolve(import.meta.dirname, '../../.next');
const manifest = JSON.parse(readFileSync(path.join(BUILD, 'prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, { initialHeaders?: Record<string, string> }>;
};

describe('static rendering', () => {
  it.each(LOCALES)('the %s pages are prerendered', (locale) => {
    for (const page of [...PAGE_PATHS, NOT_FOUND_PATH]) expect(Object.keys(manifest.routes)).toContain(`/${locale}${page}`);
  });
});

describe("the pages' policies, fixed at build time (scripts/write-page-headers.ts)", () => {
  it.each(LOCALES)('each %s page carries its hashed policy where next start reads it and where Vercel reads it', (locale) => {
    for (const page of [...PAGE_PATHS, NOT_FOUND_PATH]) {
      const route = `/${locale}${page}`;
      const meta = JSON.parse(readFileSync(path.join(BUILD, 'server/app', `${route}.meta`), 'utf8')) as { headers: Record<string, string> };
      const policy = meta.headers['content-security-policy'];
      expect(policy, route).toMatch(/script-src 'self' 'sha256-/);
      // Vercel's Next.js builder serves a prerendered page with the manifest's initialHeaders.
      expect(manifest.routes[route]!.initialHeaders?.['content-security-policy'], route).toBe(policy);
    }
  });
});

describe('the list of pages', () => {
  it("names every page under app/[locale] (but the 404, the scheduling links' pages, which show one person's meeting, the pricing estimate, one visitor's answers, Your club in Courtside, one visitor's club, and the campaign landing pages, listed from content/landing-pages/)", () => {
    const localeDir = path.resolve(import.meta.dirname, '../../app/[locale]');
    const pages = readdirSync(localeDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => (path.dirname(file) === '.' ? '' : `/${path.dirname(file)}`))
      .filter(
        (page) => ![NOT_FOUND_PATH, BOOK_PAGE_PATH, CANCEL_PAGE_PATH, ESTIMATE_PAGE_PATH, YOUR_CLUB_PAGE_PATH, '/[slug]'].includes(page),
      );
    expect(pages.sort()).toEqual([...PAGE_PATHS].sort());
  });
});
