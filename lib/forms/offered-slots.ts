import type { Intake } from '@/lib/acceptance/intake';
import { followUpSlot } from '@/lib/delivery/calendar/follow-up-slot';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { findBookingLead, leadOfReference } from '@/lib/scheduling/booking-lead';
import { invitationRefusedNow } from '@/lib/scheduling/booking-mail';
import { bookPageUrl } from '@/lib/scheduling/scheduling-links';
import { slotDayLinks } from '@/lib/scheduling/slot-day-links';
import { requestClientHoldsItsMeetings } from '@/lib/scheduling/request-client-limit';
import { slotOffer } from '@/lib/scheduling/slot-offer';
import { zoneLabel } from '@/lib/scheduling/zone-label';
import type { OfferedSlots } from './form-state';

/**
 * The free times a demo request's thank-you offers, in the person's zone and language, each a link
 * to the booking page, plus all times; undefined with SCHEDULING=off, when none can be offered, or
 * when a limit on mail would refuse to book them.
 * Never throws: the request is stored and acknowledged whatever the calendar does, and its failure
 * is logged without the request in it (the confirmation email and the team follow up as before).
 */
export async function offeredSlots(
  intake: Pick<Intake, 'services'>,
  { reference, locale, timeZone }: { reference: string; locale: Locale; timeZone: string },
): Promise<OfferedSlots | undefined> {
  try {
    const { database, scheduling } = await intake.services();
    if (!scheduling) return undefined;
    const now = new Date();
    const request = await leadOfReference(database, reference);
    const lead = request && (await findBookingLead(database, request.id));
    // Times are offered only when they can still be booked (its answer says what happens instead):
    // not to a request whose mail was held back, nor one whose meeting's invitation a limit on mail
    // would now refuse (lib/scheduling/booking-mail.ts), nor one whose client holds its meetings already.
    if (!request || !lead || request.confirmationHeld || (await invitationRefusedNow(database, lead))) return undefined;
    if (await requestClientHoldsItsMeetings(database, scheduling, request.id)) return undefined;
    // The request's follow-up call joins the team's calendar a moment after this answer (it goes
    // once a meeting is booked): the times it takes are busy by the time the person opens one.
    const followUp = followUpSlot(request.createdAt, scheduling.settings.timeZone);
    const offer = await slotOffer({ database, scheduling }, request.id, now, [followUp]);
    if (!offer) return undefined;
    const t = translatorFor(locale);
    return {
      title: t('scheduling.picker.title'),
      intro: t('scheduling.picker.intro', { zone: zoneLabel(timeZone, locale, now) }),
      days: slotDayLinks(offer.starts, { locale, zone: timeZone, token: offer.token }),
      allTimes: { href: bookPageUrl('', locale, offer.token, { zone: timeZone }), text: t('scheduling.picker.allTimes') },
      // The demo request's promise (followUpWithinWorkingDay), as the confirmation and the team's mails state it.
      otherwise: t('scheduling.picker.otherwise'),
    };
  } catch (error) {
    log.error({ component: 'scheduling', error: describeErrorSafely(error) }, 'could not offer free times after a demo request');
    return undefined;
  }
}
