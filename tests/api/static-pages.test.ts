/**
 * Every public page, and the 404 of each locale, is prerendered at build time (read from the
 * production build's manifest), and PAGE_PATHS, from which the sitemaps, llms.txt and the language
 * links are made, names every page the app has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { NOT_FOUND_PATH } from '@/lib/not-found-path';
import { PAGE_PATHS } from '@/lib/site-pages';

const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../.next/prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, unknown>;
};

describe('static rendering', () => {
  it.each(LOCALES)('the %s pages are prerendered', (locale) => {
    for (const page of [...PAGE_PATHS, NOT_FOUND_PATH]) expect(Object.keys(manifest.routes)).toContain(`/${locale}${page}`);
  });
});

describe('the list of pages', () => {
  it('names every page under app/[locale] (but the 404)', () => {
    const localeDir = path.resolve(import.meta.dirname, '../../app/[locale]');
    const pages = readdirSync(localeDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => (path.dirname(file) === '.' ? '' : `/${path.dirname(file)}`))
      .filter((page) => page !== NOT_FOUND_PATH);
    expect(pages.sort()).toEqual([...PAGE_PATHS].sort());
  });
});
