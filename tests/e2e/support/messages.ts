/**
 * The site's messages for browser tests. Playwright's loader cannot import JSON without import
 * attributes, so the catalogues are read from disk (only their type is imported); the translator is
 * the same one the site uses, typed by English like the site's, so a test cannot name a key that
 * does not exist.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import type en from '@/messages/en.json';

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../../messages');

/** A locale's catalogue; `npm run check:i18n` keeps its keys equal to English's. */
export function messagesOf(locale: Locale): typeof en {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8'));
}

export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messagesOf(locale) });
}
