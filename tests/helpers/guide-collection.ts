/**
 * A collection that exists only in tests (tests/unit/collection-registry.test.ts): "guides", one
 * declaration like the site's own, to show that declaring a collection is all it takes for the
 * loader, the save check, `npm run check:i18n`, the sitemap and the editor to read it.
 */
import { z } from 'zod';
import { defineCollection } from '@/lib/collections/content-collection';
import { entryName } from '@/lib/editor-fields/entry-fields';
import { localeTexts } from '@/lib/editor-fields/locale-texts';
import { orderField, perLocale, wordsOnly } from '@/lib/content-rules/collection-files';
import { LOCALES } from '@/lib/i18n/locales';

export const GUIDE_TITLE = { min: 5, max: 40 };

export const GUIDES_COLLECTION = defineCollection({
  key: 'guides',
  folder: 'content/guides',
  what: 'The guides',
  schema: z.strictObject({ order: orderField, title: perLocale(wordsOnly(GUIDE_TITLE)) }),
  entries: { kind: 'ordered' },
  sitemap: (guides) => guides.map((guide) => ({ path: `/guides-${guide.slug}`, languages: LOCALES })),
  editor: {
    label: 'Guides',
    name: entryName('The name of the guide’s file.'),
    preview: '/guides-{slug}',
    schema: { title: localeTexts('Title', { length: GUIDE_TITLE }) },
  },
});

/** A guide's file, valid unless changed. */
export const guide = (order: number, title = 'Opening a club') => ({
  order,
  title: Object.fromEntries(LOCALES.map((locale) => [locale, `${title} (${locale})`])),
});
