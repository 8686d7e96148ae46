import { createTranslator } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import type { Locale } from './locales';

/** Every locale's messages, for code outside React (the API's answers, emails). */
export const MESSAGES: Record<Locale, typeof en> = { en, es, pt, fr, de };

export function translatorFor<Namespace extends 'api.success'>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
