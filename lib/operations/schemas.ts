import { z } from 'zod';
import './zod-without-eval';
import { isTimeZoneName, MAX_ZONE_NAME_LENGTH } from './time-zone-name';
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
/** The most venues a quote may count: more than any club group runs (docs/decisions.md "Maximum lengths"). */
export const MAX_LOCATIONS = 10_000;

export const quoteRequestSchema = z.strictObject({
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
  numberOfMembers: z.enum(MEMBER_COUNTS).optional(),
  numberOfLocations: z.int().min(1).max(MAX_LOCATIONS).optional(),
  currentSystem: z.enum(CURRENT_SYSTEMS).optional(),
  features: z.array(z.enum(FEATURES)).max(MAX_ITEMS.features).optional(),
  timeline: z.enum(TIMELINES).optional(),
  budget: shortText.optional(),
  additionalInfo: longText.optional(),
  locale: z.string().min(1).max(MAX_LENGTH.locale).optional(),
});

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
