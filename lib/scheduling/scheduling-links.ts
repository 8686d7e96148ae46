import type { Locale } from '@/lib/i18n/locales';
import { BOOK_PAGE_PATH, CANCEL_PAGE_PATH } from './scheduling-paths';
import { signLink } from './signed-link';

/**
 * The pages a scheduling email links to, and their signed links. They are not in the sitemap: each
 * needs its token, and shows one person's meeting (the pages say noindex). The booking page serves
 * a `book` token (a lead choosing its time) and a `move` token (a booking choosing another).
 */

const DAY_MS = 86_400_000;

/** The booking page, showing the free times (of a `week`), or asking to confirm one (`start`), in a zone. */
export function bookPageUrl(
  siteUrl: string,
  locale: Locale,
  token: string,
  options: { start?: Date; zone?: string; week?: string } = {},
): string {
  const query = new URLSearchParams({ t: token });
  if (options.start) query.set('start', options.start.toISOString());
  if (options.zone) query.set('zone', options.zone);
  if (options.week) query.set('week', options.week);
  return `${siteUrl}/${locale}${BOOK_PAGE_PATH}?${query}`;
}

export function cancelPageUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}/${locale}${CANCEL_PAGE_PATH}?${new URLSearchParams({ t: token })}`;
}

/** The token that lets a demo request's person book its meeting: valid for the rules' horizon. */
export function bookToken(leadId: string, secret: string, now: Date, horizonDays: number): string {
  return signLink({ subject: leadId, action: 'book', expiresAt: new Date(now.getTime() + (horizonDays + 1) * DAY_MS) }, secret);
}

/**
 * The booking email's links: move and cancel, each valid until the meeting starts and only while the
 * booking is at the sequence it has now (the email's invitation's): the next change's email brings new ones.
 */
export function bookingLinks(
  siteUrl: string,
  locale: Locale,
  booking: { id: string; start: Date; timeZone: string; sequence: number },
  secret: string,
): { move: string; cancel: string } {
  const claims = { subject: booking.id, expiresAt: booking.start, sequence: booking.sequence };
  return {
    move: bookPageUrl(siteUrl, locale, signLink({ ...claims, action: 'move' }, secret), { zone: booking.timeZone }),
    cancel: cancelPageUrl(siteUrl, locale, signLink({ ...claims, action: 'cancel' }, secret)),
  };
}
