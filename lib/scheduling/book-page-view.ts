import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import type { Database } from '@/lib/store/database';
import { ALTERNATIVES, clientHoldsItsMeetings } from './book-meeting';
import { MAX_MOVES, movesUsed } from './moves';
import type { Booking } from './bookings';
import { defaultZone } from './region-zone';
import { freeSlots } from './free-slots';
import { localTime } from './slot-list';
import { nearestStarts, slotWeek, type SlotWeek } from './slot-week';
import type { MeetingQuery } from './meeting-query';
import { openBookingLink } from './open-link';
import { retryNoticeOf, type Notice, type PageState, type RetryNotice } from './page-state';
import { joinUrlAtBooking } from './meeting-link';
import type { Scheduling, SchedulingSettings } from './scheduling';
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
  /**
   * The meeting the link's request holds: just booked or moved, or found when the person came to
   * book. Its time and where its invitation went, and no link that changes it: whoever filled in
   * the form holds a `book` link, and only the mailbox's links move or cancel (docs/decisions.md
   * "Who controls a meeting: whoever reads the mailbox").
   */
  | {
      kind: 'meeting';
      booking: Booking;
      zone: string;
      done?: 'booked' | 'moved';
      /** The join link where it is known now (MEETING_URL's room), else how it comes: with the invitation (a Meet), or from the team. */
      join: { url: string } | { comes: 'invitation' | 'team' };
    }
  /** A move link of an email the meeting has moved past: the time it has now, and where the working links are. */
  | { kind: 'old-link'; booking: Booking; zone: string }
  /** The meeting has moved as often as it may (MAX_MOVES): it can still be cancelled. */
  | { kind: 'moves-used'; booking: Booking; zone: string; cancel: string }
  /** The meeting a move link names was cancelled: another can be booked. */
  | { kind: 'cancelled'; bookAgain: string }
  /**
   * The free times to choose from: one week of them (`week`: its Monday and the weeks around it with
   * free times), or, when the time wanted was just taken, the free ones nearest to it.
   */
  | (Choosing & {
      kind: 'pick';
      starts: Date[];
      week?: Omit<SlotWeek, 'starts'>;
      notice?: 'taken' | 'not-free';
      /** The meeting being moved falls in the week shown: the page marks its time among the free ones. */
      currentInWeek?: true;
    })
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
  /** How many moves the meeting being moved still allows, this one included (MAX_MOVES less its moves so far). */
  movesLeft?: number;
  /** The meeting's length and how far ahead times are offered, for the page to say. */
  minutes: number;
  horizonDays: number;
  /** How many coming meetings one connection may hold (BOOKINGS_PER_CLIENT), said before the times. */
  perClient: number;
}

/**
 * What the booking page shows for its URL (lib/scheduling/meeting-query.ts): all free times, or one
 * to confirm, in the zone asked for, or the meeting the link's request holds. Reads only.
 */
export async function bookPageView(
  services: PageServices,
  {
    query,
    state,
    locale,
    now,
    acceptLanguage,
  }: { query: MeetingQuery; state: PageState; locale: Locale; now: Date; acceptLanguage?: string | null },
): Promise<BookPageView> {
  const { secret } = services.scheduling.settings;
  const link = await openBookingLink(services.database, query.token, { secret, now });
  const meeting = (booking: Booking, done?: 'booked' | 'moved'): BookPageView => ({
    kind: 'meeting',
    booking,
    zone: query.zone ?? booking.timeZone,
    join: joinOnPage(services.scheduling.settings, booking.id),
    ...(done ? { done } : {}),
  });
  if (!link.valid) {
    if (link.reason !== 'superseded') return { kind: 'invalid', reason: link.reason };
    // A move sends the browser back to the link that made it, now one change behind: the new time.
    if (state.done === 'moved' && link.linkSequence === link.booking.sequence - 1) return meeting(link.booking, 'moved');
    return { kind: 'old-link', booking: link.booking, zone: query.zone ?? link.booking.timeZone };
  }

  if (link.action === 'book') {
    if (link.booking) return meeting(link.booking, state.done === 'booked' ? 'booked' : undefined);
    if (state.notice === 'client-limit' || state.notice === 'mailbox-has-booking') return { kind: 'refused', notice: state.notice };
    // Said before the times, not at the last press: the request's client already holds its meetings.
    const { client } = link.lead;
    if (client && (await clientHoldsItsMeetings(services.database, client, services.scheduling.settings.bookingsPerClient))) {
      return { kind: 'refused', notice: 'client-limit' };
    }
  } else {
    if (link.booking.status !== 'booked') {
      const token = bookToken(link.lead.id, secret, now, services.scheduling.rules.horizonDays);
      return { kind: 'cancelled', bookAgain: bookPageUrl('', locale, token, { zone: query.zone ?? link.booking.timeZone }) };
    }
    if (movesUsed(link.booking)) {
      const zone = query.zone ?? link.booking.timeZone;
      return { kind: 'moves-used', booking: link.booking, zone, cancel: bookingLinks('', locale, link.booking, secret).cancel };
    }
  }

  const current = link.action === 'move' ? link.booking : undefined;
  const choosing: Choosing = {
    action: link.action,
    token: link.token,
    // Without JavaScript (which sends the browser's zone) the Accept-Language region's, else the language's.
    zone: query.zone ?? current?.timeZone ?? defaultZone(locale, acceptLanguage),
    zoneChosen: query.zone !== undefined,
    minutes: services.scheduling.rules.meetingMinutes,
    horizonDays: services.scheduling.rules.horizonDays,
    perClient: services.scheduling.settings.bookingsPerClient,
    ...(current ? { current, cancel: bookingLinks('', locale, current, secret).cancel, movesLeft: MAX_MOVES - current.sequence } : {}),
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
  // Someone took the time between the list and the button: the free ones nearest to it, to choose again.
  if (state.notice === 'taken') {
    return {
      ...choosing,
      kind: 'pick',
      starts: start ? nearestStarts(starts, start, ALTERNATIVES) : starts.slice(0, ALTERNATIVES),
      notice: 'taken',
    };
  }
  // One week at a time: the one asked for, or the one of the time wanted, or the first. A meeting
  // being moved has its own time among the week's, which the page marks as the current one.
  const weekOf = current ? [...starts, current.start] : starts;
  const week = slotWeek(weekOf, choosing.zone, query.week ?? (start ? localDate(start, choosing.zone) : undefined));
  const notFree = start ? { notice: 'not-free' as const } : {};
  if (!week) return { ...choosing, kind: 'pick', starts: [], ...notFree };
  const { starts: weekStarts, ...around } = week;
  const isCurrent = (free: Date) => free.getTime() === current?.start.getTime();
  const currentInWeek = weekStarts.some(isCurrent) ? { currentInWeek: true as const } : {};
  return { ...choosing, kind: 'pick', starts: weekStarts.filter((free) => !isCurrent(free)), week: around, ...currentInWeek, ...notFree };
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
function localDate(instant: Date, timeZone: string): string {
  return localTime(instant, timeZone).slice(0, 10);
}

/** The free starts, the meeting being moved not standing in its own way, and its own time left out. */
async function freeStartsFor({ database, scheduling }: PageServices, now: Date, current: Booking | undefined): Promise<Date[]> {
  const input = await scheduling.slotInput(database, now, await scheduling.calendarBusy(now), current?.id);
  return freeSlots(input).filter((start) => start.getTime() !== current?.start.getTime());
}

/** The meeting's join link as the page knows it, or how it will come. */
function joinOnPage(settings: SchedulingSettings, bookingId: string): { url: string } | { comes: 'invitation' | 'team' } {
  const url = joinUrlAtBooking(settings, bookingId);
  if (url) return { url };
  return { comes: settings.googleMeet ? 'invitation' : 'team' };
}
