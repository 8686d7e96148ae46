import type { Locale } from '@/lib/i18n/locales';
import { groupSlotsByDay } from './display-time';
import { bookPageUrl } from './scheduling-links';

export interface SlotDayLinks {
  date: string;
  label: string;
  slots: { time: string; href: string }[];
}

/**
 * Free starts as the pages list them: by day in the person's zone, each time a link to the booking
 * page asking to confirm it (a GET: nothing is booked until the person presses the button there).
 * Relative links, so they stay on the site the person is on.
 */
export function slotDayLinks(
  starts: readonly Date[],
  { locale, zone, token }: { locale: Locale; zone: string; token: string },
): SlotDayLinks[] {
  return groupSlotsByDay(starts, locale, zone).map((day) => ({
    date: day.date,
    label: day.label,
    slots: day.slots.map((slot) => ({ time: slot.time, href: bookPageUrl('', locale, token, { start: slot.start, zone }) })),
  }));
}
