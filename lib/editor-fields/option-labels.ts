import type { OperationSlug } from '@/lib/operations/registry';
import type { ProductScreenName } from '@/lib/product-screens/screen-names';
import { formPagePath } from '@/lib/site/site-pages';
import { COPY_PAGES } from './copy-sections';

/**
 * The words the editor's choices are named by, so a marketer picks "Quote form" or "The
 * member app", never `quote` or `/pricing`. Pages are named as the editor's menu names them.
 */
export function pageLabel(path: string): string {
  return COPY_PAGES.find((page) => page.sections[0]?.where === path)?.title ?? path;
}

export const formLabel = (slug: OperationSlug) => pageLabel(formPagePath(slug));

export const SCREEN_LABELS: Record<ProductScreenName | 'none', string> = {
  'member-app': 'The member app (a phone)',
  'club-website': 'The club’s website (a browser)',
  'front-desk': 'The front desk’s calendar (a browser)',
  payment: 'A payment (a receipt)',
  'owner-dashboard': 'The owner’s dashboard: occupancy, revenue, no-shows (a browser)',
  none: 'No drawing',
};
