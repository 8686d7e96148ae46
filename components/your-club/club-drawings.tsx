import { ClubWebsiteScreen, MemberAppScreen } from '@/components/product-screens';
import type { Locale } from '@/lib/i18n/locales';
import type { ClubLook } from '@/lib/product-screens/club-look';

/** The visitor's club as the product screens draw it: its member app and its website, side by side where there is room. */
export function ClubDrawings({ locale, look }: { locale: Locale; look: ClubLook }) {
  return (
    <div className="your-club-drawings">
      <div className="your-club-phone">
        <MemberAppScreen locale={locale} club={look} />
      </div>
      <div className="your-club-site">
        <ClubWebsiteScreen locale={locale} club={look} />
      </div>
    </div>
  );
}
