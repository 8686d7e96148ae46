import { OwnerDashboardScreen } from '@/components/product-screens';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';

/**
 * What the club's owner, who signs, gets (issue 48, "the owner's view"): a heading and a
 * sentence beside the drawing of her dashboard, in the sample club's look. The home page and the
 * pricing page each place it once; `inPage` leaves out the band's own margins where the page's
 * <main> already has them (the pricing page).
 */
export function OwnerViewSection({ locale, inPage = false }: { locale: Locale; inPage?: boolean }) {
  const t = translatorFor(locale);
  return (
    <section className={inPage ? 'beside-screen owner-view' : 'section beside-screen owner-view'} aria-labelledby="owner-view">
      <div>
        <h2 id="owner-view">{t('product.ownerTitle')}</h2>
        <p>{t('product.ownerText')}</p>
      </div>
      <div className="screen screen-browser">
        <OwnerDashboardScreen locale={locale} club={SAMPLE_CLUB_LOOK} />
      </div>
    </section>
  );
}
