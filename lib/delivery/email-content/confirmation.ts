/**
 * What the submitter's confirmation says, as props of its template (emails/confirmation-email.tsx):
 * composeConfirmation renders them and attaches the brochure or quotation; the preview shows them.
 */
import { greetingName } from '@/lib/abuse/greeting-name';
import type { ConfirmationEmailProps, SlotOffer } from '@/emails/confirmation-email';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { quotationFigures } from '@/lib/quotation/quotation-copy';
import { groupSlotsByDay } from '@/lib/scheduling/display-time';
import { meetingTimeLabel, zoneLabel } from '@/lib/scheduling/zone-label';
import { SITE } from '@/lib/site/site-content';
import type { ConfirmationScheduling } from '../confirmation-scheduling';
import { submitterLines } from '../submitter-lines';
import type { StoredLead } from '../stored-lead';
import { oneLine, type EmailContent } from './email-content';

/**
 * The confirmation, in the lead's language. Echoes nothing of the request but the given name (when
 * it reads as one) and its summary (lib/delivery/submitter-lines.ts: the labels of the enumerated
 * choices, the club by "your club"'s rule, the counts a price depends on within their bounds). A demo
 * request's confirmation also offers the next free times, or says the time it booked
 * (lib/delivery/confirmation-scheduling.ts).
 */
export function confirmationContent(lead: StoredLead, scheduling?: ConfirmationScheduling): EmailContent<ConfirmationEmailProps> {
  const operation = getOperation(lead.operation);
  const t = translatorFor(lead.locale);
  const name = greetingName(lead.payload.name);
  const values = { name: name ?? '', product: SITE.productName, reference: lead.reference };
  const choices = submitterLines(operation, lead.payload, t, lead.quotation);
  // A booked demo's confirmation says the time instead of the promise to agree one.
  const booked =
    scheduling?.kind === 'booked'
      ? t('scheduling.email.confirmation.booked', { time: meetingTimeLabel(scheduling.start, lead.locale, scheduling.timeZone) })
      : undefined;
  // A priced request's confirmation carries its quotation and says its figures, instead of the
  // promise to send one.
  const quoted = lead.quotation ? t('quotation.email', quotationFigures(lead.quotation, lead.locale)) : undefined;
  return {
    subject: oneLine(t(`operations.${operation.slug}.confirmation.subject`, values)),
    props: {
      locale: lead.locale,
      brand: SITE.productName,
      preview: booked ?? quoted ?? t(`operations.${operation.slug}.confirmation.preview`),
      greeting: name ? t('emails.confirmation.greeting', values) : t('emails.confirmation.greetingWithoutName'),
      intro: t(`operations.${operation.slug}.confirmation.intro`, values),
      next: booked ?? quoted ?? t(`operations.${operation.slug}.confirmation.next`),
      offer: scheduling?.kind === 'offer' ? slotOffer(scheduling, lead.locale, t) : undefined,
      summaryTitle: t('emails.confirmation.summaryTitle'),
      choices,
      reference: t('emails.confirmation.reference', values),
      signature: t('emails.confirmation.signature', values),
      footer: t('emails.confirmation.footer'),
    },
  };
}

/** The free times as the confirmation lists them: by day, in the person's zone, each a link to book it. */
function slotOffer(offer: Extract<ConfirmationScheduling, { kind: 'offer' }>, locale: Locale, t: Translate): SlotOffer {
  const urls = new Map(offer.slots.map((slot) => [slot.start.getTime(), slot.url]));
  return {
    title: t('scheduling.email.confirmation.offerTitle'),
    intro: t('scheduling.email.confirmation.offerIntro'),
    zone: t('scheduling.email.confirmation.zone', { zone: zoneLabel(offer.zone, locale, offer.slots[0]?.start ?? new Date()) }),
    days: groupSlotsByDay(
      offer.slots.map((slot) => slot.start),
      locale,
      offer.zone,
    ).map((day) => ({ label: day.label, slots: day.slots.map((slot) => ({ time: slot.time, url: urls.get(slot.start.getTime())! })) })),
    allTimes: { label: t('scheduling.email.confirmation.allTimes'), url: offer.allTimesUrl },
  };
}
