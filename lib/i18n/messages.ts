import { createTranslator } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import type { Locale } from './locales';

/** Every locale's messages, for code outside React (the API's answers, emails, calendar events). */
export const MESSAGES: Record<Locale, typeof en> = { en, es, pt, fr, de };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator over a locale's whole message tree. Keys are built at run time (from operation
 * slugs and field names), so they are plain strings here; the email tests catch a missing one.
 */
export function translatorFor(locale: Locale): Translate {
  return createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
}

/** The message at a dotted key as written (no formatting), or undefined where the locale has none. */
export function messageAt(locale: Locale, key: string): string | undefined {
  let node: unknown = MESSAGES[locale];
  for (const segment of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The English messages: the documents for agents are in English (an agent translates for its person). */
export const english = translatorFor('en');
