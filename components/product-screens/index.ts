/** The product, shown: five drawings of Courtside in a club's look (lib/product-screens/club-look.ts), in the page's language. */
export { ClubWebsiteScreen } from './club-website-screen';
export { FrontDeskScreen } from './front-desk-screen';
export { MemberAppScreen } from './member-app-screen';
export { OwnerDashboardScreen } from './owner-dashboard-screen';
export { PaymentScreen } from './payment-screen';
export { ProductScreen, SCREEN_SHAPE } from './product-screen';
