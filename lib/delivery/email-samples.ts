/**
 * The sample data every email is shown with: the preview (`npm run email:dev`, emails/preview/) and
 * the tests that compose mails without a store both build their leads, bookings and meeting times
 * here, so that what a marketer previews is what the tests check (docs/decisions.md "Email previews
 * are React Email's, one per email and language"). Pure data: no store, no network, no file.
 */
import type { Attribution } from '@/lib/attribution/attribution';
import type { Locale } from '@/lib/i18n/locales';
import { recipientOf } from '@/lib/mailbox/recipient';
import pricingJson from '@/content/pricing.json';
import {
  booksMeeting,
  getOperation,
  operations,
  sendsQuotation,
  type OperationId,
  type RegisteredOperation,
} from '@/lib/operations/registry';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';
import { DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import type { Booking } from '@/lib/scheduling/bookings';
import { bookPageUrl } from '@/lib/scheduling/scheduling-links';
import type { OtherLead } from '@/lib/destinations/other-leads-lines';
import type { BookingEmailOptions } from './compose-booking-emails';
import type { ConfirmationScheduling } from './confirmation-scheduling';
import type { StoredLead } from './stored-lead';

/** When every sample lead arrived. */
const SAMPLE_CREATED_AT = new Date('2026-11-20T10:15:00Z');
/** The site the sample links point to. */
export const SAMPLE_SITE_URL = 'https://courtside.example';

/** Where a sample form lead came from: a newsletter's campaign. */
export function sampleAttribution(locale: Locale): Attribution {
  return {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-padel',
    referrer_host: 'news.example.org',
    landing_path: `/${locale}`,
  };
}

/**
 * A lead of the operation as the delivery worker reads it: the registry's example payload (with
 * `payload`'s members over it), priced from the shipped price list as acceptance prices it.
 */
export function sampleLead(
  operation: RegisteredOperation | OperationId,
  {
    payload = {},
    locale = 'en',
    id = '00000000-0000-4000-8000-000000000001',
    attribution = null,
  }: { payload?: Record<string, unknown>; locale?: Locale; id?: string; attribution?: Attribution | null } = {},
): StoredLead {
  const registered = typeof operation === 'string' ? getOperation(operation) : operation;
  const fullPayload = { ...registered.example, ...payload } as StoredLead['payload'];
  const recipient = recipientOf(registered, fullPayload);
  return {
    id,
    reference: `${registered.referencePrefix}-7K2M9XQD`,
    operation: registered.id,
    payload: fullPayload,
    locale,
    createdAt: SAMPLE_CREATED_AT,
    confirmationHeld: null,
    attribution,
    teamDigestSlot: null,
    mailbox: recipient.channel === 'email' ? recipient.mailbox : null,
    // Priced from the shipped price list, as acceptance prices it (whatever PRICING says here).
    quotation: sendsQuotation(registered)
      ? calculateQuotation(quoteAnswersOf(fullPayload), loadPriceList(pricingJson), SAMPLE_CREATED_AT)
      : null,
  };
}

/** The same person's earlier requests, as the team's mails name them: one of each other operation, a day apart. */
export function sampleOtherLeads(lead: StoredLead): OtherLead[] {
  return operations
    .filter((operation) => operation.id !== lead.operation)
    .map((operation, index) => ({
      reference: `${operation.referencePrefix}-4F8H2KQ${index}`,
      operation: operation.id,
      createdAt: new Date(lead.createdAt.getTime() - (index + 1) * 26 * 3600_000),
    }));
}

/** A booked demo meeting as the store returns it: 10:00 in Mexico City on 7 December 2026. */
export function sampleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '6f1c2a9e-3b7d-4c1a-9f8e-2d5b7c9a1e34',
    leadId: '00000000-0000-4000-8000-000000000001',
    mailbox: 'javier.lopez@example.com',
    // 16:00 UTC: 10:00 in Mexico City (UTC-6 all year), 17:00 in Madrid (CET).
    start: new Date('2026-12-07T16:00:00Z'),
    end: new Date('2026-12-07T16:30:00Z'),
    timeZone: 'America/Mexico_City',
    sequence: 0,
    status: 'booked',
    ...overrides,
  };
}

/** The demo meeting in each state the person's mail and the team's notice speak of. */
export const SAMPLE_BOOKINGS: Record<BookingChange, Booking> = {
  booked: sampleBooking(),
  // Moved once, to the next day at the same time.
  moved: sampleBooking({
    sequence: 1,
    start: new Date('2026-12-08T16:00:00Z'),
    end: new Date('2026-12-08T16:30:00Z'),
    previousStart: sampleBooking().start,
  }),
  cancelled: sampleBooking({ sequence: 1, status: 'cancelled' }),
};

/** The team's calendar zone in the samples: its notices of a meeting give the time there. */
export const SAMPLE_TEAM_ZONE = 'Europe/Madrid';

/** A request of the operation that books a meeting (the registry's `booksMeeting`). */
export function sampleDemoLead(locale: Locale): StoredLead {
  return sampleLead(operations.find(booksMeeting)!, { locale });
}

/** A lead as the team's mails show it: from a form with its origin, and the person's earlier requests. */
export function sampleTeamLead(operation: RegisteredOperation, locale: Locale): { lead: StoredLead; otherLeads: OtherLead[] } {
  const lead = sampleLead(operation, { locale, attribution: sampleAttribution(locale) });
  return { lead, otherLeads: sampleOtherLeads(lead) };
}

/** A digest's leads: one request of each operation, each with an id of its own. */
export function sampleDigestLeads(locale: Locale): StoredLead[] {
  return operations.map((operation, index) =>
    sampleLead(operation, { locale, id: `00000000-0000-4000-8000-${String(index + 10).padStart(12, '0')}` }),
  );
}

/** How the person's booking mail is sent: links to move and cancel, a meeting link, the team as organizer. */
export function sampleBookingOptions(locale: Locale, overrides: Partial<BookingEmailOptions> = {}): BookingEmailOptions {
  return {
    from: 'Courtside <hello@courtside.example>',
    to: 'javier.lopez@example.com',
    links: {
      move: `${SAMPLE_SITE_URL}/${locale}/demo/book?t=move.token&zone=America%2FMexico_City`,
      cancel: `${SAMPLE_SITE_URL}/${locale}/demo/cancel?t=cancel.token`,
    },
    meetingUrl: 'https://meet.example.com/abc-defg-hij',
    // Read only by a cancellation's mail: where to book another time.
    bookAgainUrl: `${SAMPLE_SITE_URL}/${locale}/demo/book?t=book.token&zone=America%2FMexico_City`,
    siteHost: new URL(SAMPLE_SITE_URL).host,
    organizer: { name: 'Courtside', email: 'sales@courtside.example' },
    now: new Date('2026-11-30T08:00:00Z'),
    ...overrides,
  };
}

/** TEAM_DIGEST_AFTER's default (lib/settings/env.ts), which the digest's intro states. */
export const SAMPLE_DIGEST_THRESHOLD = { limit: 20, windowSeconds: 3600 };

/** 15:00 and 15:45 UTC on Monday 7 December, 08:00 UTC on Tuesday 8. */
export const SAMPLE_STARTS = [new Date('2026-12-07T15:00:00Z'), new Date('2026-12-07T15:45:00Z'), new Date('2026-12-08T08:00:00Z')];

/** A demo confirmation's offer of the next free times, in `zone` (the locale's own by default), each a link to book it. */
export function sampleOffer(locale: Locale, zone = DEFAULT_ZONE[locale]): ConfirmationScheduling {
  return {
    kind: 'offer',
    zone,
    slots: SAMPLE_STARTS.map((start) => ({ start, url: bookPageUrl(SAMPLE_SITE_URL, locale, 'book.token', { start, zone }) })),
    allTimesUrl: bookPageUrl(SAMPLE_SITE_URL, locale, 'book.token', { zone }),
  };
}
