import { LOCALES } from '@/lib/i18n/locales';

/** The files the copy editor edits: one per language, and the product and contact details. */
export const LANGUAGE_FILES = LOCALES.map((locale) => ({ locale, file: `messages/${locale}.json` }));
export const SITE_FILE = 'content/site.json';
export const EDITED_FILES = [...LANGUAGE_FILES.map(({ file }) => file), SITE_FILE];
