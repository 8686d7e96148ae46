'use client';

import { usePathname } from 'next/navigation';

type Props = {
  locale: string;
  label: string;
  /** Every locale with its own name, in the order the site lists them. */
  languages: { locale: string; name: string }[];
  /** The page paths after `/{locale}` that exist in every language (`''`, `/quote`, …). */
  pagePaths: readonly string[];
};

/**
 * The other languages of the page being read: a visitor on /en/quote who picks Français lands on
 * /fr/quote, not on the French home page. A client component only because a layout cannot know
 * its page's path; the links are prerendered into every page's HTML, so they work without
 * JavaScript. An unknown path (the 404) links to each language's home page.
 */
export function LanguageLinks({ locale, label, languages, pagePaths }: Props) {
  const pathAfterLocale = (usePathname() ?? '').replace(/^\/[^/]+/, '').replace(/\/$/, '');
  const samePage = pagePaths.includes(pathAfterLocale) ? pathAfterLocale : '';
  return (
    <nav aria-label={label}>
      <ul className="languages">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={`/${language.locale}${samePage}`}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.locale === locale ? 'true' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
