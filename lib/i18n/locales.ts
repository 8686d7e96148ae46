/** The site's languages; English is the default and the fallback. */
export const LOCALES = ['en', 'es', 'pt', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * What the site shows or declares for each language: its own name (the language switcher) and the
 * Open Graph locale (language_TERRITORY, the market the copy is written for).
 */
export const LOCALE_DETAILS: Record<Locale, { name: string; openGraph: string }> = {
  en: { name: 'English', openGraph: 'en_GB' },
  es: { name: 'Español', openGraph: 'es_ES' },
  pt: { name: 'Português', openGraph: 'pt_PT' },
  fr: { name: 'Français', openGraph: 'fr_FR' },
  de: { name: 'Deutsch', openGraph: 'de_DE' },
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Whether a URL path is under one of the languages (`/en`, `/en/quote`, not `/english`). */
export function isLocalizedPath(pathname: string): boolean {
  return isLocale(pathname.split('/')[1] ?? '');
}
