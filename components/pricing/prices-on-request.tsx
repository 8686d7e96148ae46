import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';

/** Where there are no prices (PRICING=off): they are given on request, through the quote form. */
export function PricesOnRequest({ locale, quotePath }: { locale: Locale; quotePath: string }) {
  const t = translatorFor(locale);
  return (
    <>
      <p className="lead-dark">{t('pricing.onRequest')}</p>
      <p>
        <a className="button primary" href={quotePath}>
          {t('pricing.onRequestLink')}
        </a>
      </p>
    </>
  );
}
