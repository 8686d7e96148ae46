import { clientOf } from '@/lib/abuse/client-network';
import { clientAddress } from '@/lib/api/client-address';
import type { AcceptanceServices } from '@/lib/acceptance/intake';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { consumeForClient } from '@/lib/rate-limit/rate-limiter';
import { rateLimitedPage } from '@/lib/security/rate-limited-page';
import { SITE } from '@/lib/site/site-content';
import { YOUR_CLUB_PAGE_PATH } from './your-club-path';

/**
 * Each view of "Your club in Courtside" and of its image renders per request from a stranger's
 * query, so proxy.ts counts it, before anything renders, like a form post (docs/decisions.md "Page
 * renders cost what API calls cost"): per client and, more widely, per network, in the store's
 * counters so that instances agree. A view costs less than an API call and a visitor trying colours
 * with JavaScript has the drawing redrawn at each pause in typing, so the limit is VIEW_SCALE times RATE_LIMIT (60 a minute by default); the page and
 * its image are counted apart, since a shared link fetches both. Past it: 429 with Retry-After and
 * a page in the visitor's language. With the store down, the view goes on: it writes nothing.
 */
export const VIEW_SCALE = 6;

export async function yourClubViewRefusal(
  target: { locale: Locale; image: boolean },
  headers: Headers,
  services: () => Promise<Pick<AcceptanceServices, 'database' | 'rateLimiter'>>,
): Promise<Response | null> {
  let outcome;
  try {
    const { database, rateLimiter } = await services();
    const client = clientOf(clientAddress(headers));
    const bucket = target.image ? 'page-view:your-club/image' : 'page-view:your-club';
    outcome = await database.transaction((tx) => consumeForClient(rateLimiter, bucket, client, tx, VIEW_SCALE));
  } catch (error) {
    log.error({ component: 'your-club', error: describeErrorSafely(error) }, 'could not count a view of your-club against the rate limit');
    return null;
  }
  if (!outcome || outcome.allowed) return null;
  const t = translatorFor(target.locale);
  return rateLimitedPage(target.locale, outcome, (minutes) => t('yourClub.rateLimited', { minutes }), {
    href: `/${target.locale}${YOUR_CLUB_PAGE_PATH}`,
    label: t('yourClub.title', { product: SITE.productName }),
  });
}
