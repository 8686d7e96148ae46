import { greetingName } from '@/lib/abuse/greeting-name';
import { translatorFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import type { DeliveryKind, OperationSlug } from '@/lib/operations/registry';
import type { Quotation } from '@/lib/quotation/calculate';
import { quotationSummary } from '@/lib/quotation/quotation-copy';
import { brochurePath } from '@/lib/delivery/brochure-path';
import { env } from '@/lib/settings/env';

/**
 * The answer to an accepted submission, in the submitter's language: thanks, by the given name
 * when the confirmation's rule would greet with it (lib/abuse/greeting-name.ts), then what
 * happens next. It promises a confirmation email only when one will be sent: the operation sends
 * one (an operation that calls the person does not), and no limit held it back. Mail a limit held
 * back is never promised: the answer says that none comes today (the same words whichever limit it
 * was, so a stranger learns nothing of another's mailbox), what happens instead, and for a brochure
 * where to download it.
 */
export function successMessage(
  operation: { id: string; slug: OperationSlug; deliveries: readonly DeliveryKind[]; sendsBrochure?: boolean },
  locale: Locale,
  name: string,
  confirmationHeld: boolean,
  /**
   * A meeting booked with the request: the answer names its time, in the person's language and zone,
   * and its join link where known (`joinUrl`), else how the link comes (`linkComes`: with the
   * invitation, a Meet made after; from the team, no link set).
   */
  meeting?: { start: Date; timeZone: string; joinUrl?: string; linkComes?: 'invitation' | 'team' },
  /** A priced request's quotation: the answer gives its figures, and says whether the PDF is mailed. */
  quotation?: Quotation,
): string {
  const t = translatorFor(locale);
  const greeted = greetingName(name);
  const thanks = greeted === undefined ? t('api.thanksWithoutName') : t('api.thanks', { name: greeted });
  const mails = operation.deliveries.includes('confirmation-email');
  const mailed = mails && !confirmationHeld;
  // What a limit held back is said first: what the rest of the answer promises comes without it.
  const held = mails && confirmationHeld ? [t('api.mailHeld')] : [];
  const withoutMail = () =>
    t(`operations.${operation.slug}.successWithoutConfirmation`, operation.sendsBrochure ? { url: brochureUrl(locale) } : {});
  const next = quotation
    ? `${quotationSummary(quotation, locale)} ${t(mailed ? 'quotation.answerMailed' : 'quotation.answerNotMailed')}`
    : meeting
      ? [
          t('scheduling.answer.booked', { time: meetingTimeLabel(meeting.start, locale, meeting.timeZone) }),
          ...meetingLink(meeting, t),
        ].join(' ')
      : mailed
        ? t(`operations.${operation.slug}.success`)
        : withoutMail();
  return [thanks, ...held, next].join(' ');
}

/** The brochure in the person's language, as the site serves it: what a held brochure's answer links to. */
export const brochureUrl = (locale: Locale) => `${env().SITE_URL}${brochurePath(locale)}`;

/** The answer's sentence on the meeting's link: the link, or how it comes (the mails' own words). */
function meetingLink(meeting: { joinUrl?: string; linkComes?: 'invitation' | 'team' }, t: ReturnType<typeof translatorFor>): string[] {
  if (meeting.joinUrl) return [t('scheduling.email.invitation.meeting', { url: meeting.joinUrl })];
  if (meeting.linkComes === 'invitation') return [t('scheduling.pages.meeting.linkWithInvitation')];
  if (meeting.linkComes === 'team') return [t('scheduling.email.booking.linkLater')];
  return [];
}
