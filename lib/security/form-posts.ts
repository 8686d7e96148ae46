import { clientOf } from '@/lib/abuse/client-network';
import { clientAddress } from '@/lib/api/client-address';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { booksMeeting, operations, sendsQuotation, type OperationSlug } from '@/lib/operations/registry';
import { consumeForClient } from '@/lib/rate-limit/rate-limiter';
import { rateLimitedPage } from './rate-limited-page';
import type { AcceptanceServices } from '@/lib/acceptance/intake';
import { BOOK_PAGE_PATH, CANCEL_PAGE_PATH } from '@/lib/scheduling/scheduling-paths';
import { formPagePath, pageUrl } from '@/lib/site/site-pages';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import { decodedPath } from './guarded-areas';

/**
 * A server action posted to a page (a lead form sent without JavaScript, or called by the page's
 * script) makes Next.js run the action and render the page for that one request. proxy.ts asks
 * here first, so that this costs what an API call costs:
 * - a page without a form (home, developers, privacy, an unknown path) has no action to run: 405,
 *   before anything is rendered; the scheduling pages (`/{locale}/demo/book`, `…/cancel`) have
 *   their buttons' forms, and are counted like a form's page;
 * - a form's page counts the post against RATE_LIMIT per client and page, in the store's counters
 *   like the API (so instances agree), before the action runs: past it, 429 with Retry-After. An
 *   invalid submission counts too; the API's own limit still counts accepted leads apart.
 * Past the limit, a post from the page's own script (the Next-Action header) is not refused here:
 * React could not read a 429, and would show the visitor that nothing could be sent. Its action
 * runs with FORM_POST_LIMITED set instead, and answers with the form's own rate-limit message
 * without rendering the page or accepting anything (lib/forms/submit-lead.ts).
 * Returns the refusal, the request headers to go on with, or null when the post may go on as it
 * is. Other POSTs (no action) are served the built page as a GET would be, and never come here.
 */
export async function formPostRefusal(
  pathname: string,
  headers: Headers,
  services: () => Promise<Pick<AcceptanceServices, 'database' | 'rateLimiter'>>,
): Promise<Response | { limited: Headers } | null> {
  const form = postablePageOf(pathname);
  if (!form) {
    return new Response('This page has no form: it answers GET and HEAD only.', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  let outcome;
  try {
    const { database, rateLimiter } = await services();
    const client = clientOf(clientAddress(headers));
    outcome = await database.transaction((tx) => consumeForClient(rateLimiter, form.bucket, client, tx));
  } catch (error) {
    // The store is down: the action, which needs it too, answers that nothing could be sent.
    log.error({ component: 'forms', error: describeErrorSafely(error) }, 'could not count a form post against the rate limit');
    return null;
  }
  if (!outcome || outcome.allowed) return null;
  if (headers.has('next-action')) {
    const limited = new Headers(headers);
    limited.set(FORM_POST_LIMITED, String(outcome.resetSeconds));
    return { limited };
  }
  const t = translatorFor(form.locale);
  return rateLimitedPage(form.locale, outcome, (minutes) => t('forms.errors.rateLimited', { minutes }), {
    href: pageUrl('', form.locale, formPagePath(form.slug)),
    label: t(`operations.${form.slug}.title`),
  });
}

/** The request header that tells a form's action its post is past the rate limit: the seconds to wait. */
export const FORM_POST_LIMITED = 'x-courtside-form-post-limited';

/**
 * A page that posts, with the bucket its posts are counted in and the form its 429 links to: a lead
 * form's page, or a scheduling page (whose 429 links to the demo form: the page itself needs its
 * link's token).
 */
function postablePageOf(pathname: string): { locale: Locale; slug: OperationSlug; bucket: string } | undefined {
  const form = formPageOf(pathname);
  if (form) return { ...form, bucket: `page-post:${form.slug}` };
  // The estimate page ends in the quote form: its posts count as the quote page's.
  const estimate = estimatePageOf(pathname);
  const priced = operations.find(sendsQuotation);
  if (estimate && priced) return { locale: estimate.locale, slug: priced.slug, bucket: `page-post:${priced.slug}` };
  const scheduling = schedulingPageOf(pathname);
  const demo = operations.find(booksMeeting);
  if (scheduling && demo) return { locale: scheduling.locale, slug: demo.slug, bucket: `page-post:${demo.slug}/${scheduling.page}` };
  return undefined;
}

/**
 * The language and kind of a scheduling page (`/es/demo/book`, `/es/demo/cancel`), read as Next.js
 * routes it; undefined for any other path. These pages render per request (proxy.ts gives them a nonce).
 */
export function schedulingPageOf(pathname: string): { locale: Locale; page: 'book' | 'cancel' } | undefined {
  const [, locale = '', ...rest] = decodedPath(pathname).split('/');
  const path = `/${rest.join('/')}`;
  const page = path === BOOK_PAGE_PATH ? 'book' : path === CANCEL_PAGE_PATH ? 'cancel' : undefined;
  return isLocale(locale) && page ? { locale, page } : undefined;
}

/** The language of the pricing estimate's page (`/es/pricing/estimate`), read as Next.js routes it; undefined for any other path. */
export function estimatePageOf(pathname: string): { locale: Locale } | undefined {
  const [, locale = '', ...rest] = decodedPath(pathname).split('/');
  return isLocale(locale) && `/${rest.join('/')}` === ESTIMATE_PAGE_PATH ? { locale } : undefined;
}

/** The language and form of a lead form's page (`/es/contact`), or undefined for any other path. */
export function formPageOf(pathname: string): { locale: Locale; slug: OperationSlug } | undefined {
  const [, locale = '', slug = '', ...rest] = decodedPath(pathname).split('/');
  const operation = operations.find((candidate) => candidate.slug === slug);
  if (!isLocale(locale) || rest.length > 0 || !operation) return undefined;
  return { locale, slug: operation.slug };
}
