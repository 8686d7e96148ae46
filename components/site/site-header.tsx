import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { byPromotion, CONTENT_PAGE_LINKS } from '@/lib/site/site-navigation';
import { formPagePath } from '@/lib/site/site-pages';
import { MenuEscape } from './menu-escape';

/**
 * The brand and the main navigation: the content pages marked for the header (pricing, the FAQ), then every
 * operation's form by the registry's `promotion`, the most wanted one last and alone as a button. Wide screens show the links in a
 * row; narrow ones a menu (a `<details>`, which opens without JavaScript and is a button to assistive
 * technology), so a phone's first screen is the page, not stacked links. Which one shows is the
 * stylesheet's choice (app/globals.css); the other is `display: none`, out of the accessibility tree.
 * Where JavaScript runs, Escape closes the menu and gives its button focus again (MenuEscape).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  // The most wanted operation is the page's first action: a button, last in the row (issue 48 item 1).
  const [first, ...others] = byPromotion(operations);
  const links = (
    <ul>
      {CONTENT_PAGE_LINKS.filter((page) => page.header).map((page) => (
        <li key={page.path}>
          <a href={pagePath(locale, page.path)}>{t(page.label, { product: SITE.productName })}</a>
        </li>
      ))}
      {others.map((operation) => (
        <li key={operation.slug}>
          <a href={pagePath(locale, formPagePath(operation.slug))}>{t(`operations.${operation.slug}.cta`)}</a>
        </li>
      ))}
      {first && (
        <li>
          <a className="button primary" href={pagePath(locale, formPagePath(first.slug))}>
            {t(`operations.${first.slug}.cta`)}
          </a>
        </li>
      )}
    </ul>
  );
  return (
    <header className="site-header">
      <a className="brand" href={pagePath(locale, '')}>
        {SITE.productName}
      </a>
      <nav aria-label={t('site.navLabel')}>
        <div className="nav-wide">{links}</div>
        <details className="nav-menu">
          <summary>{t('site.menu')}</summary>
          {links}
        </details>
        <MenuEscape />
      </nav>
    </header>
  );
}
