import bookingRulesJson from '@/content/scheduling.json';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { SITE } from '@/lib/site/site-content';
import type { FaqPlaceholder } from './faq-rules';

/**
 * What an answer's placeholders say, read from where each figure is enforced, so an answer never
 * restates a number kept elsewhere: the meeting's length from the booking rules
 * (content/scheduling.json, as shipped with the build).
 */
export const FAQ_VALUES: Record<FaqPlaceholder, string> = {
  product: SITE.productName,
  meetingMinutes: String(loadBookingRules(bookingRulesJson).meetingMinutes),
};

/** A text with its placeholders filled in. */
export function fillFaqText(text: string, values: Record<FaqPlaceholder, string> = FAQ_VALUES): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name as FaqPlaceholder] : whole));
}
