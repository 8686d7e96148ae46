/**
 * next-intl's type augmentation (https://next-intl.dev/docs/workflows/typescript): English is the
 * reference copy (scripts/check-i18n.ts keeps the other locales' keys equal to it), so its shape
 * types every translator's keys, and a misspelled literal key fails `npm run typecheck`.
 */
import type { LOCALES } from '@/lib/i18n/locales';
import type en from '@/messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof LOCALES)[number];
    Messages: typeof en;
  }
}
