import type { Locale } from '@/lib/i18n/locales';
import type { ClubLook } from '@/lib/product-screens/club-look';
import type { ProductScreenName } from '@/lib/product-screens/screen-names';
import { ClubWebsiteScreen } from './club-website-screen';
import { FrontDeskScreen } from './front-desk-screen';
import { MemberAppScreen } from './member-app-screen';
import { OwnerDashboardScreen } from './owner-dashboard-screen';
import { PaymentScreen } from './payment-screen';

const SCREENS = {
  'member-app': MemberAppScreen,
  'club-website': ClubWebsiteScreen,
  'front-desk': FrontDeskScreen,
  payment: PaymentScreen,
  'owner-dashboard': OwnerDashboardScreen,
} satisfies Record<ProductScreenName, unknown>;

/** How wide a screen may grow beside a text: a phone or a sheet stays narrow, a browser takes the column. */
export const SCREEN_SHAPE: Record<ProductScreenName, 'phone' | 'sheet' | 'browser'> = {
  'member-app': 'phone',
  'club-website': 'browser',
  'front-desk': 'browser',
  payment: 'sheet',
  'owner-dashboard': 'browser',
};

/** The screen a content file names (a feature card's `screen`). */
export function ProductScreen({ name, locale, club }: { name: ProductScreenName; locale: Locale; club: ClubLook }) {
  const Screen = SCREENS[name];
  return <Screen locale={locale} club={club} />;
}
