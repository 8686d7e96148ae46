import { z } from 'zod';
import './zod-without-eval';
import { isTimeZoneName, MAX_ZONE_NAME_LENGTH } from './time-zone-name';
import { MAX_COURTS, MAX_LOCATIONS, outsideBand } from './court-bands';
import {
  CLUB_STATUSES,
  COURT_COUNTS,
  CURRENT_SYSTEMS,
  FEATURES,
  MAX_ITEMS,
  MAX_LENGTH,
  MEMBER_COUNTS,
  SPORTS,
  TIMELINES,
} from './value-sets';

/*
 * One strict schema per request body, exactly as docs/api.md "Request bodies" gives them.
 * They see input after `normalizeInput` (strings trimmed, null and empty strings dropped), so a
 * required string is either present and non-empty or missing. Schemas carry no human text: the API
 * takes its English from the error table, the forms translate issues by code and path.
 */

const shortText = z.string().min(1).max(MAX_LENGTH.shortText);
const longText = z.string().min(1).max(MAX_LENGTH.longText);
const email = z.email().max(MAX_LENGTH.email);
const phone = z.string().min(1).max(MAX_LENGTH.phone);
/** The contract's SportValue (docs/api.md "Value sets"), one schema so that the documents can name it once. */
export const sportValueSchema = z.enum(SPORTS);
const sports = z.array(sportValueSchema).max(MAX_ITEMS.sports);
export { MAX_LOCATIONS };

/**
 * An exact `courtCount` must fall in the contract's `numberOfCourts` band when both are sent: the
 * count is answered as out of the band's range (`too_large`/`too_small` with the band's bound), so
 * the issue says what to send. Checked once both fields are valid on their own.
 */
function courtCountInBand(quote: { numberOfCourts?: (typeof COURT_COUNTS)[number]; courtCount?: number }, context: z.RefinementCtx) {
  if (quote.courtCount === undefined || quote.numberOfCourts === undefined) return;
  const outside = outsideBand(quote.courtCount, quote.numberOfCourts);
  if (!outside) return;
  const path = ['courtCount'];
  const input = quote.courtCount;
  if ('above' in outside) context.addIssue({ code: 'too_big', origin: 'number', maximum: outside.above, inclusive: true, path, input });
  else context.addIssue({ code: 'too_small', origin: 'number', minimum: outside.below, inclusive: true, path, input });
}

const COURT_FIELDS: PropertyKey[] = ['numberOfCourts', 'courtCount'];

export const quoteRequestSchema = z
  .strictObject({
    name: shortText,
    email,
    sports: sports.min(1),
    phone: phone.optional(),
    country: shortText.optional(),
    clubName: shortText.optional(),
    clubLocation: shortText.optional(),
    hasClub: z.boolean().optional(),
    clubStatus: z.enum(CLUB_STATUSES).optional(),
    numberOfCourts: z.enum(COURT_COUNTS).optional(),
    // Extensions (docs/api.md "Request bodies"): the exact number of courts, priced as given (the
    // band alone is priced at its fewest); and the branded app left out where the price list calls it
    // optional. Without them the request is exactly the contract's.
    courtCount: z.int().min(1).max(MAX_COURTS).optional(),
    numberOfMembers: z.enum(MEMBER_COUNTS).optional(),
    numberOfLocations: z.int().min(1).max(MAX_LOCATIONS).optional(),
    currentSystem: z.enum(CURRENT_SYSTEMS).optional(),
    features: z.array(z.enum(FEATURES)).max(MAX_ITEMS.features).optional(),
    brandedApp: z.boolean().optional(),
    timeline: z.enum(TIMELINES).optional(),
    budget: shortText.optional(),
    additionalInfo: longText.optional(),
    locale: z.string().min(1).max(MAX_LENGTH.locale).optional(),
  })
  .superRefine(courtCountInBand, { when: ({ issues }) => !issues.some((issue) => COURT_FIELDS.includes(issue.path?.[0] ?? '')) });

export const contactRequestSchema = z.strictObject({
  name: shortText,
  email,
  message: longText,
  whatsapp: phone.optional(),
  clubName: shortText.optional(),
});

export const brochureRequestSchema = z.strictObject({
  name: shortText,
  email,
  interests: sports.min(1),
  hasClub: z.boolean().optional(),
  clubName: shortText.optional(),
  clubStatus: shortText.optional(),
});

/** An IANA zone name, for the times a demo's person is shown (and the zone GET /api/scheduling/slots answers in). */
export const timeZoneNameSchema = z.string().max(MAX_ZONE_NAME_LENGTH).refine(isTimeZoneName);
/** An instant with its offset (RFC 3339), as GET /api/scheduling/slots lists them. */
const instant = z.iso.datetime({ offset: true }).max(MAX_LENGTH.shortText);

export const demoRequestSchema = z.strictObject({
  name: shortText,
  email,
  phone,
  country: shortText.optional(),
  sports: sports.optional(),
  hasClub: z.boolean().optional(),
  clubName: shortText.optional(),
  clubLocation: shortText.optional(),
  message: longText.optional(),
  // Scheduling (docs/api.md "Demo meetings"): without preferredStart the request is as before.
  timeZone: timeZoneNameSchema.optional(),
  preferredStart: instant.optional(),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type BrochureRequest = z.infer<typeof brochureRequestSchema>;
export type DemoRequest = z.infer<typeof demoRequestSchema>;
