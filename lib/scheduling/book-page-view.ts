import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import type { Database } from '@/lib/store/database';
import { ALTERNATIVES } from './book-meeting';
import type { Booking } from './bookings';
import { DEFAULT_ZONE } from './display-time';
import { freeSlots } from './free-slots';
import type { MeetingQuery } from './meeting-query';
import { openBookingLink } from './open-link';
import { retryNoticeOf, type Notice, type PageState, type RetryNotice } from './page-state';
import type { Scheduling } from './scheduling';
import { bookingLinks, bookPageUrl, bookToken } from './scheduling-links';

/** What the scheduling pages read: the store and the scheduling (never the queue: a GET changes nothing). */
export interface PageServices {
  database: Database;
  scheduling: Scheduling;
}

export type BookPageView =
  | { kind: 'invalid'; reason: 'expired' | 'invalid' }
  /** The free times could not be read (the calendar did not answer). */
  | { kind: 'unavailable' }
  | { kind: 'refused'; notice: Extract<Notice, 'client-limit' | 'mailbox-has-booking'> }
  /** The meeting the link's request holds: just booked or moved, or found when the person came to book. */
  | { kind: 'meeting'; booking: Booking; zone: string; done?: 'booked' | 'moved'; links: { move: string; cancel: string } }
  /** The meeting a move link names was cancelled: another can be booked. */
  | { kind: 'cancelled'; bookAgain: string }
  | (Choosing & { kind: 'pick'; starts: Date[]; notice?: 'taken' | 'not-free' })
  | (Choosing & { kind: 'confirm'; start: Date; notice?: RetryNotice });

interface Choosing {
  action: 'book' | 'move';
  token: string;
  /** The zone the times are shown in. */
  zone: string;
  /** Whether the URL named the zone (else the page's default, which the browser's may replace). */
  zoneChosen: boolean;
  /** The meeting being moved, and its cancel link. */
  current?: Booking;
  cancel?: string;
  /** The meeting's length and how far ahead times are offered, for the page to say. */
  minutes: number;
  horizonDays: number;
}

/**
 * What the booking page shows for its URL (lib/scheduling/meeting-query.ts): all free times, or one
 * to confirm, in the zone asked for, or the meeting the link's request holds. Reads only.
 */
export async function bookPageView(
  services: PageServices,
  { query, state, locale, now }: { query: MeetingQuery; state: PageState; locale: Locale; now: Date },
): Promise<BookPageView> {
  const { secret } = services.scheduling.settings;
  const link = await openBookingLink(services.database, query.token, { secret, now });
  if (!link.valid) return { kind: 'invalid', reason: link.reason };

  const meeting = (booking: Booking, done?: 'booked' | 'moved'): BookPageView => {
    const zone = query.zone ?? booking.timeZone;
    return {
      kind: 'meeting',
      booking,
      zone,
      links: bookingLinks('', locale, { ...booking, timeZone: zone }, secret),
      ...(done ? { done } : {}),
    };
  };
  if (link.action === 'book') {
    if (link.booking) return meeting(link.booking);
    if (state.notice === 'client-limit' || state.notice === 'mailbox-has-booking') return { kind: 'refused', notice: state.notice };
  } else {
    if (link.booking.status !== 'booked') {
      const token = bookToken(link.lead.id, secret, now, services.scheduling.rules.horizonDays);
      return { kind: 'cancelled', bookAgain: bookPageUrl('', locale, token, { zone: query.zone ?? link.booking.timeZone }) };
    }
    if (state.done === 'booked' || state.done === 'moved') return meeting(link.booking, state.done);
  }

  const current = link.action === 'move' ? link.booking : undefined;
  const choosing: Choosing = {
    action: link.action,
    token: link.token,
    zone: query.zone ?? current?.timeZone ?? DEFAULT_ZONE[locale],
    zoneChosen: query.zone !== undefined,
    minutes: services.scheduling.rules.meetingMinutes,
    horizonDays: services.scheduling.rules.horizonDays,
    ...(current ? { current, cancel: bookingLinks('', locale, current, secret).cancel } : {}),
  };
  let starts: Date[];
  try {
    starts = await freeStartsFor(services, now, current);
  } catch (error) {
    log.error({ component: 'scheduling', error: describeErrorSafely(error) }, 'could not read the free times for the booking page');
    return { kind: 'unavailable' };
  }
  const { start } = query;
  if (start && starts.some((free) => free.getTime() === start.getTime())) {
    const notice = retryNoticeOf(state);
    return { ...choosing, kind: 'confirm', start, ...(notice ? { notice } : {}) };
  }
  // Someone took the time between the list and the button: the next few free ones, to choose again.
  if (state.notice === 'taken') return { ...choosing, kind: 'pick', starts: starts.slice(0, ALTERNATIVES), notice: 'taken' };
  return { ...choosing, kind: 'pick', starts, ...(start ? { notice: 'not-free' as const } : {}) };
}

/** The free starts, the meeting being moved not standing in its own way, and its own time left out. */
async function freeStartsFor({ database, scheduling }: PageServices, now: Date, current: Booking | undefined): Promise<Date[]> {
  const input = await scheduling.slotInput(database, now, await scheduling.calendarBusy(now), current?.id);
  return freeSlots(input).filter((start) => start.getTime() !== current?.start.getTime());
}
