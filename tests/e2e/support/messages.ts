/**
 * The site's messages for browser tests. Playwright's loader cannot import JSON without import
 * attributes, so the catalogues are read from disk; the translator is the same one the site uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../../messages');

export function messagesOf(locale: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8'));
}

export function translatorFor(locale: Locale): (key: string, values?: Record<string, string | number>) => string {
  return createTranslator({ locale, messages: messagesOf(locale) }) as never;
}
