/** The product screens a content file may name (a feature card's `screen`), one per drawing of components/product-screens/. */
export const PRODUCT_SCREENS = ['member-app', 'club-website', 'front-desk', 'payment', 'owner-dashboard'] as const;
export type ProductScreenName = (typeof PRODUCT_SCREENS)[number];
