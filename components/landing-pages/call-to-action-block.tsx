import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';
import { formPagePath } from '@/lib/site/site-pages';

/** The button to one operation's form page, with the page's own words. */
export function CallToActionButton({ value, locale }: { value: BlockOf<'callToAction'>; locale: Locale }) {
  return (
    <a className="button primary" href={pagePath(locale, formPagePath(value.operation))}>
      {value.label[locale]}
    </a>
  );
}

/** A call to action on its own, between two blocks or closing the page. */
export function CallToActionBlock({ value, locale }: { value: BlockOf<'callToAction'>; locale: Locale }) {
  return (
    <div className="section landing-action">
      <CallToActionButton value={value} locale={locale} />
    </div>
  );
}
