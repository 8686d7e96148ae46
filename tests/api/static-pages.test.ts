/** Every public page is prerendered at build time (read from the production build's manifest). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_PATHS } from '@/lib/site-pages';

const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../.next/prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, unknown>;
};

describe('static rendering', () => {
  it.each(LOCALES)('the %s pages are prerendered', (locale) => {
    for (const page of PAGE_PATHS) expect(Object.keys(manifest.routes)).toContain(`/${locale}${page}`);
  });
});
