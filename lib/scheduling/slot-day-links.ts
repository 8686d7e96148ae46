import type { Locale } from '@/lib/i18n/locales';
import { groupSlotsByDay } from './display-time';
import { bookPageUrl } from './scheduling-links';

export interface SlotDayLinks {
  date: string;
  label: string;
  /** A free time and its link to confirm it; or the meeting's present time (a move): `current`, no link (href ''). */
  slots: { time: string; href: string; current?: true }[];
}

/**
 * Free starts as the pages list them: by day in the person's zone, each time a link to the booking
 * page asking to confirm it (a GET: nothing is booked until the person presses the button there).
 * Relative links, so they stay on the site the person is on. On the move page, `current` (the
 * meeting's present time) takes its place among them, so the person sees what she moves from.
 */
export function slotDayLinks(
  starts: readonly Date[],
  { locale, zone, token, current }: { locale: Locale; zone: string; token: string; current?: Date },
): SlotDayLinks[] {
  const isCurrent = (start: Date) => start.getTime() === current?.getTime();
  return groupSlotsByDay(current ? [...starts.filter((start) => !isCurrent(start)), current] : starts, locale, zone).map((day) => ({
    date: day.date,
    label: day.label,
    slots: day.slots.map((slot) =>
      isCurrent(slot.start)
        ? { time: slot.time, href: '', current: true as const }
        : { time: slot.time, href: bookPageUrl('', locale, token, { start: slot.start, zone }) },
    ),
  }));
}
