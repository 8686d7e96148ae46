import type { Locale } from '@/lib/i18n/locales';
import { movesUsed } from './moves';
import type { PageServices } from './book-page-view';
import type { Booking } from './bookings';
import type { MeetingQuery } from './meeting-query';
import { openCancelLink } from './open-link';
import { retryNoticeOf, type PageState, type RetryNotice } from './page-state';
import { bookingLinks, bookPageUrl, bookToken } from './scheduling-links';

export type CancelPageView =
  | { kind: 'invalid'; reason: 'expired' | 'invalid' }
  /** A coming meeting, with the button that cancels it (and the way to move it instead, while it may move). */
  | { kind: 'confirm-cancel'; token: string; booking: Booking; move?: string; notice?: RetryNotice }
  /** A cancel link of an email the meeting has moved past: the time it has now, and where the working links are. */
  | { kind: 'old-link'; booking: Booking; zone: string }
  /** Cancelled, just now or before; another time can be booked. */
  | { kind: 'cancelled'; booking: Booking; justNow: boolean; bookAgain: string };

/** What the cancel page shows for its link: the meeting and its button, or that it is cancelled. Reads only. */
export async function cancelPageView(
  { database, scheduling }: PageServices,
  { query, state, locale, now }: { query: MeetingQuery; state: PageState; locale: Locale; now: Date },
): Promise<CancelPageView> {
  const { secret } = scheduling.settings;
  const link = await openCancelLink(database, query.token, { secret, now });
  if (!link.valid) {
    if (link.reason === 'superseded') return { kind: 'old-link', booking: link.booking, zone: link.booking.timeZone };
    return { kind: 'invalid', reason: link.reason };
  }
  const { booking } = link;
  if (booking.status === 'booked') {
    const notice = retryNoticeOf(state);
    const move = movesUsed(booking) ? {} : { move: bookingLinks('', locale, booking, secret).move };
    return { kind: 'confirm-cancel', token: link.token, booking, ...move, ...(notice ? { notice } : {}) };
  }
  const token = bookToken(link.lead.id, secret, now, scheduling.rules.horizonDays);
  return {
    kind: 'cancelled',
    booking,
    justNow: state.done === 'cancelled',
    bookAgain: bookPageUrl('', locale, token, { zone: booking.timeZone }),
  };
}
