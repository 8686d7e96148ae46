import type { Booking } from '@/lib/scheduling/bookings';
import { bookPageUrl, bookToken } from '@/lib/scheduling/scheduling-links';
import { formPagePath } from '@/lib/site/site-pages';
import type { DeliveryContext } from './delivery-context';
import type { StoredLead } from './stored-lead';

/**
 * Where a cancellation email sends a person who still wants a demo: the booking page with the
 * request's `book` token, in her zone, so that she picks another time at once; the demo form where
 * scheduling is off. The token counts from the cancel (the row's last change), not from this
 * attempt, so a retried mail is the same message (Resend refuses a known key with another body).
 */
export function bookAgainUrl(
  lead: StoredLead,
  booking: Booking,
  { settings, scheduling }: Pick<DeliveryContext, 'settings' | 'scheduling'>,
): string {
  if (!scheduling) return `${settings.siteUrl}/${lead.locale}${formPagePath('demo')}`;
  const token = bookToken(lead.id, scheduling.settings.secret, booking.changedAt ?? new Date(), scheduling.rules.horizonDays);
  return bookPageUrl(settings.siteUrl, lead.locale, token, { zone: booking.timeZone });
}
