import { config, singleton, type ComponentSchema, type Config, type Singleton } from '@keystatic/core';
import pricing from '@/content/pricing.json';
import scheduling from '@/content/scheduling.json';
import site from '@/content/site.json';
import english from '@/messages/en.json';
import { LOCALE_DETAILS, type Locale } from '@/lib/i18n/locales';
import { editorCollections, editorSingleFiles, LIST_COLLECTIONS, SINGLE_FILE_COLLECTIONS } from './collections/editor-collections';
import { COPY_PAGES, OFF_SITE_PLACES, type CopyPage } from '@/lib/editor-fields/copy-sections';
import { LANGUAGE_FILES, PRICING_FILE, SCHEDULING_FILE, SITE_FILE } from './edited-files';
import type { EditorStorage } from '@/lib/settings/env';
import { previewUrlOf } from './preview-link';
import { FILE_RULES, type FileRules } from './file-rules';
import type { Copy } from './copy-tree';
import { PRICE_LIST_LABELS, type FieldLabels } from './price-list-labels';
import { editorBrandName } from './editor-mode';

export type { Copy } from './copy-tree';

type Schema = Record<string, ComponentSchema>;

/**
 * The editor's fields, made in the browser only (their inputs are browser components): the server's
 * API route needs only where the files are and how they are stored, and passes none.
 */
export interface EditorFields {
  /** One page of the site map in one language: every top-level group of messages/en.json, this page's boxes shown. */
  page(page: CopyPage, locale: Locale, english: Copy): Schema;
  /** A content file's own fields, named and checked as its options say. */
  file(copy: Copy, options?: FileFieldOptions): Schema;
}

/** A settings file's plain labels (by key: `perCourt.1-3`) and its own rules, which its boxes apply as the marketer types. */
export interface FileFieldOptions {
  labels?: FieldLabels;
  rules?: FileRules;
}

const NO_FIELDS: EditorFields = { page: () => ({}), file: () => ({}) };

/** The address of a page of the site map in one language: `/keystatic/singleton/home-es`. */
function copySingletonKey(page: CopyPage, locale: Locale): string {
  return `${page.id}-${locale}`;
}

/**
 * One editor page per page of the site map (./copy-sections.ts) and language, each writing its
 * language's messages file; the product and contact details, the booking rules and the price list.
 */
function editorSingletons(storage: EditorStorage, fields: EditorFields = NO_FIELDS): Record<string, Singleton<Schema>> {
  const singletons: Record<string, Singleton<Schema>> = {};
  for (const page of COPY_PAGES)
    for (const { locale, file } of LANGUAGE_FILES) {
      // "Preview" opens the page the first of its sections shows on, in this language.
      const shownOn = page.sections.map((section) => section.where).find((where) => !(where in OFF_SITE_PLACES));
      singletons[copySingletonKey(page, locale)] = singleton({
        label: `${LOCALE_DETAILS[locale].name} — ${page.title}`,
        path: file.replace(/\.json$/, ''),
        format: { data: 'json' },
        schema: fields.page(page, locale, english),
        previewUrl: shownOn === undefined ? undefined : previewUrlOf(storage, `/${locale}${shownOn}`),
      });
    }
  Object.assign(singletons, editorSingleFiles(storage));
  singletons.site = singleton({
    label: 'Product name and contact details',
    path: SITE_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: fields.file(site, { rules: FILE_RULES[SITE_FILE] }),
  });
  singletons.scheduling = singleton({
    label: 'Booking rules for demo meetings',
    path: SCHEDULING_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: fields.file(scheduling, { rules: FILE_RULES[SCHEDULING_FILE] }),
  });
  singletons.pricing = singleton({
    label: 'Price list',
    path: PRICING_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: fields.file(pricing, { labels: PRICE_LIST_LABELS, rules: FILE_RULES[PRICING_FILE] }),
  });
  return singletons;
}

/**
 * The editor's menu: one heading per page of the site, its languages beneath, then the settings
 * files. Exported in pieces so that collections' entries can be merged in (CONTENT.md).
 */
export const COPY_NAVIGATION: Record<string, string[]> = Object.fromEntries(
  COPY_PAGES.map((page) => [
    page.title,
    // The home page's photo is with its words, where a marketer looks for it.
    [
      ...LANGUAGE_FILES.map(({ locale }) => copySingletonKey(page, locale)),
      ...SINGLE_FILE_COLLECTIONS.filter(({ editor }) => editor.besideCopyPage === page.id).map(({ key }) => key),
    ],
  ]),
);
export const SETTINGS_NAVIGATION: Record<string, string[]> = { 'Product, booking rules and prices': ['site', 'scheduling', 'pricing'] };
/** The collections, one entry per file: added, ordered and removed in the editor. */
export const COLLECTIONS_NAVIGATION: Record<string, string[]> = {
  'Questions, stories, feature cards and landing pages': LIST_COLLECTIONS.map(({ key }) => key),
};

export function editorConfig(storage: EditorStorage, fields?: EditorFields): Config {
  return config({
    storage: storage.kind === 'local' ? { kind: 'local' } : { kind: 'github', repo: storage.repo, branchPrefix: storage.branchPrefix },
    ui: {
      brand: { name: editorBrandName(storage, site.productName) },
      navigation: { ...COPY_NAVIGATION, ...COLLECTIONS_NAVIGATION, ...SETTINGS_NAVIGATION },
    },
    singletons: editorSingletons(storage, fields),
    collections: editorCollections(storage),
  });
}
