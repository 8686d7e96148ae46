/**
 * Every email the site sends, as React Email's preview shows it (`npm run email:dev`): each entry
 * is one template with the props its composer gives it for the shared sample data
 * (lib/delivery/email-samples.ts), in any language. scripts/email-previews.ts writes one preview
 * file per entry and language, whose default export is `previewTemplate(name, locale)`: the
 * template with those props as its `PreviewProps` (docs/decisions.md "Email previews are React
 * Email's, one per email and language"). This file has no default export, so the preview does not
 * list it, and it imports no composer: nothing here renders a PDF or reads a store.
 */
import type { ComponentType } from 'react';
import { BookingEmail } from '@/emails/booking-email';
import { ConfirmationEmail } from '@/emails/confirmation-email';
import { TeamDigestEmail } from '@/emails/team-digest-email';
import { TeamNotificationEmail } from '@/emails/team-notification-email';
import { bookingEmailContent, bookingTeamNoticeContent } from '@/lib/delivery/email-content/booking';
import { bookingReminderContent } from '@/lib/delivery/email-content/booking-reminder';
import { confirmationContent } from '@/lib/delivery/email-content/confirmation';
import { teamDigestContent } from '@/lib/delivery/email-content/digest';
import { deadLetterContent, teamNotificationContent } from '@/lib/delivery/email-content/team-mail';
import {
  SAMPLE_BOOKINGS,
  SAMPLE_DIGEST_THRESHOLD,
  SAMPLE_TEAM_ZONE,
  sampleBookingOptions,
  sampleDemoLead,
  sampleDigestLeads,
  sampleLead,
  sampleOffer,
  sampleOtherLeads,
  sampleTeamLead,
} from '@/lib/delivery/email-samples';
import type { Locale } from '@/lib/i18n/locales';
import { booksMeeting, operations } from '@/lib/operations/registry';
import type { BookingChange } from '@/lib/queue/delivery-queue';

/** One email of the preview: a file name (kebab-case) and the template with its props in a language. */
export interface EmailPreview {
  name: string;
  /** The template's element for the samples in `locale`, as its composer makes it. */
  render(locale: Locale): { Template: ComponentType<never>; props: object };
}

/** A template and its props, typed together. */
const shown = <P extends object>(Template: ComponentType<P>, props: P) => ({ Template: Template as ComponentType<never>, props });

/** Each change of a meeting the person's mail and the team's notice speak of. */
const CHANGES = Object.keys(SAMPLE_BOOKINGS) as BookingChange[];

export const EMAIL_PREVIEWS: readonly EmailPreview[] = [
  // To the person who asked: the confirmation of each request, a demo's with the next free times.
  ...operations.map((operation) => ({
    name: `confirmation-${operation.slug}`,
    render: (locale: Locale) =>
      shown(
        ConfirmationEmail,
        confirmationContent(sampleLead(operation, { locale }), booksMeeting(operation) ? sampleOffer(locale) : undefined).props,
      ),
  })),
  // The mails of a demo meeting: booked (alone, or with its request), moved, cancelled.
  ...CHANGES.map((change) => ({
    name: `booking-${change}`,
    render: (locale: Locale) =>
      shown(BookingEmail, bookingEmailContent(sampleDemoLead(locale), SAMPLE_BOOKINGS[change], sampleBookingOptions(locale)).props),
  })),
  {
    name: 'booking-booked-with-request',
    render: (locale) =>
      shown(
        BookingEmail,
        bookingEmailContent(sampleDemoLead(locale), SAMPLE_BOOKINGS.booked, sampleBookingOptions(locale, { withRequest: true })).props,
      ),
  },
  // The day before the meeting: its reminder, with the join, move and cancel links.
  {
    name: 'booking-reminder',
    render: (locale) =>
      shown(BookingEmail, bookingReminderContent(sampleDemoLead(locale), SAMPLE_BOOKINGS.booked, sampleBookingOptions(locale)).props),
  },
  // To the team: each request's notification, the meeting notices, the digest, the dead-letter notice.
  ...operations.map((operation) => ({
    name: `team-notification-${operation.slug}`,
    render: (locale: Locale) => {
      const { lead, otherLeads } = sampleTeamLead(operation, locale);
      return shown(TeamNotificationEmail, teamNotificationContent(lead, { locale, otherLeads }).props);
    },
  })),
  ...CHANGES.map((change) => ({
    name: `team-booking-${change}`,
    render: (locale: Locale) => {
      const { lead, otherLeads } = sampleTeamLead(operations.find(booksMeeting)!, locale);
      const settings = { timeZone: SAMPLE_TEAM_ZONE, meetingUrl: sampleBookingOptions(locale).meetingUrl, locale, otherLeads };
      return shown(TeamNotificationEmail, bookingTeamNoticeContent(lead, SAMPLE_BOOKINGS[change], change, settings).props);
    },
  })),
  {
    name: 'team-digest',
    render: (locale) => {
      const leads = sampleDigestLeads(locale);
      const otherLeads = new Map([[leads[0]!.id, sampleOtherLeads(leads[0]!)]]);
      return shown(TeamDigestEmail, teamDigestContent(leads, { threshold: SAMPLE_DIGEST_THRESHOLD, locale, otherLeads }).props);
    },
  },
  {
    name: 'team-dead-letter',
    render: (locale) => {
      const { lead, otherLeads } = sampleTeamLead(operations[0], locale);
      return shown(TeamNotificationEmail, deadLetterContent(lead, 'confirmation-email', { locale, otherLeads }).props);
    },
  },
];

/** What React Email's preview renders: a component whose `PreviewProps` are the entry's props in that language. */
export type PreviewTemplate = ((props: object) => React.ReactElement) & { PreviewProps: object };

export function previewTemplate(name: string, locale: Locale): PreviewTemplate {
  const entry = EMAIL_PREVIEWS.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No email preview is named ${name} (emails/preview/email-previews.tsx lists them)`);
  const { Template, props } = entry.render(locale);
  const Shown = Template as ComponentType<object>;
  const Preview = (overrides: object) => <Shown {...overrides} />;
  return Object.assign(Preview, { PreviewProps: props });
}
