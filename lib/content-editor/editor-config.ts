import { config, singleton, type ComponentSchema, type Config, type Singleton } from '@keystatic/core';
import { LOCALE_DETAILS, type Locale } from '@/lib/i18n/locales';
import { editorCollections, editorSingleFiles, LIST_COLLECTIONS, SINGLE_FILE_COLLECTIONS } from './collections/editor-collections';
import { COPY_PAGES, OFF_SITE_PLACES, type CopyPage } from '@/lib/editor-fields/copy-sections';
import { LANGUAGE_FILES, PRICING_FILE, SCHEDULING_FILE, SITE_FILE } from './edited-files';
import type { EditorStorage } from '@/lib/settings/env';
import { previewUrlOf } from './preview-link';
import { FILE_RULES, type FileRules } from './file-rules';
import type { Copy } from './copy-tree';
import { priceListLabels, type FieldLabels, type ModuleNames } from './price-list-labels';
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

/**
 * The files the editor's fields are made from: the English messages (the boxes of every page, the
 * English beside each) and the three settings files (a box per key). The server reads them at each
 * visit of the editor (./editor-files.ts) and hands them to its page: the editor's code in the
 * browser imports no file the editor writes, or under `next dev` every save of one would rebuild
 * and refresh the editor itself, which then lost the form being saved (docs/decisions.md "The
 * editor imports no file it writes").
 */
export interface EditorFiles {
  english: Copy;
  site: Copy;
  scheduling: Copy;
  pricing: Copy;
}

/** The editor in the browser: its fields, and the files they are made from. */
export interface EditorBrowserSide {
  fields: EditorFields;
  files: EditorFiles;
}

/** A settings file's plain labels (by key: `perCourt.1-3`) and its own rules, which its boxes apply as the marketer types. */
export interface FileFieldOptions {
  labels?: FieldLabels;
  rules?: FileRules;
}

/** The server's side (its API route) needs only where the files are: no field, no file. */
const NO_FIELDS: EditorFields = { page: () => ({}), file: () => ({}) };
const NO_FILES: EditorFiles = { english: {}, site: {}, scheduling: {}, pricing: {} };

/** The address of a page of the site map in one language: `/keystatic/singleton/home-es`. */
function copySingletonKey(page: CopyPage, locale: Locale): string {
  return `${page.id}-${locale}`;
}

/**
 * One editor page per page of the site map (./copy-sections.ts) and language, each writing its
 * language's messages file; the product and contact details, the booking rules and the price list.
 */
function editorSingletons(storage: EditorStorage, { fields, files }: EditorBrowserSide): Record<string, Singleton<Schema>> {
  const { english, site, scheduling, pricing } = files;
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
    schema: fields.file(pricing, { labels: priceListLabels(moduleNamesOf(english)), rules: FILE_RULES[PRICING_FILE] }),
  });
  return singletons;
}

/** The modules as the English quote form names them (`values.features`); none where the server gave no messages. */
function moduleNamesOf(english: Copy): ModuleNames {
  const values = english.values;
  const features = typeof values === 'object' ? values.features : undefined;
  return (typeof features === 'object' ? features : {}) as ModuleNames;
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

export function editorConfig(storage: EditorStorage, browser: EditorBrowserSide = { fields: NO_FIELDS, files: NO_FILES }): Config {
  const productName = browser.files.site.productName;
  return config({
    storage: storage.kind === 'local' ? { kind: 'local' } : { kind: 'github', repo: storage.repo, branchPrefix: storage.branchPrefix },
    ui: {
      brand: { name: editorBrandName(storage, typeof productName === 'string' ? productName : 'Site') },
      navigation: { ...COPY_NAVIGATION, ...COLLECTIONS_NAVIGATION, ...SETTINGS_NAVIGATION },
    },
    singletons: editorSingletons(storage, browser),
    collections: editorCollections(storage),
  });
}
