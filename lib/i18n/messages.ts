import { createTranslator, type MessageKeys, type NestedKeyOf } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import type { Locale } from './locales';

/** Every locale's messages, for code outside React (the API's answers, emails, calendar events). */
export const MESSAGES: Record<Locale, typeof en> = { en, es, pt, fr, de };

/** A dotted key that names a message (not a namespace), as next-intl types them from English. */
export type MessageKey = MessageKeys<typeof en, NestedKeyOf<typeof en>>;

/**
 * A translator over a locale's whole message tree, typed by English (types/next-intl.d.ts): a
 * misspelled literal key fails the typecheck. Keys built from typed unions (operation slugs, error
 * codes) type-check as template literals; keys built from run-time strings go through messageKey.
 */
export function translatorFor(locale: Locale): Translate {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = newTranslator(locale)));
  return translator;
}

const newTranslator = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale] });
export type Translate = ReturnType<typeof newTranslator>;

/**
 * One translator per locale for the process: each keeps the messages it has parsed and the Intl
 * formatters it has made (use-intl's cache), which a translator made per call would make again for
 * every answer, email and event (docs/performance.md "Accepted requests on PostgreSQL").
 */
const translators = new Map<Locale, Translate>();

/** The message at a dotted key as written (no formatting), or undefined where the locale has none. */
export function messageAt(locale: Locale, key: string): string | undefined {
  let node: unknown = MESSAGES[locale];
  for (const segment of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const isMessageKey = (key: string): key is MessageKey => messageAt('en', key) !== undefined;

/**
 * The one way from a key built of run-time strings (a schema's field names and enumerated values,
 * which the compiler sees only as `string`) to a typed key: English must have it, so a field or
 * value without copy fails loudly here instead of printing its key. The other locales have the
 * same keys (`npm run check:i18n`).
 */
export function messageKey(key: string): MessageKey {
  if (!isMessageKey(key)) throw new Error(`messages/en.json has no ${key}`);
  return key;
}

/** The English messages: the documents for agents are in English (an agent translates for its person). */
export const english = translatorFor('en');
