import { z } from 'zod';
import { estimateSchema } from '@/lib/quotation/estimate';
import { REFERENCE_PATTERN } from './reference';

/**
 * What an accepted submission is answered with, over every door (API, forms, MCP) and when a retry
 * is replayed from the store: the schema is the one declaration of the shape.
 */
export const successAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string().min(1),
  reference: z.string().regex(REFERENCE_PATTERN),
  /**
   * The demo meeting booked with the request (`preferredStart`): instants in UTC, the person's zone,
   * its length, and its join link where it is known at booking (MEETING_URL's room; a Google Meet is
   * made after, and comes with the invitation).
   */
  meeting: z
    .strictObject({
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      timeZone: z.string().min(1),
      durationMinutes: z.number().int().positive(),
      joinUrl: z.url({ protocol: /^https$/ }).optional(),
    })
    .optional(),
  /** A quote request's indicative quotation (lib/quotation/estimate.ts), the same as its PDF's; absent with PRICING=off. */
  estimate: estimateSchema.optional(),
});

/** The answer's `meeting` for a booking. */
export function answerMeeting(booking: { start: Date; end: Date; timeZone: string }, joinUrl: string | undefined) {
  return {
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    timeZone: booking.timeZone,
    durationMinutes: Math.round((booking.end.getTime() - booking.start.getTime()) / 60_000),
    ...(joinUrl ? { joinUrl } : {}),
  };
}

export type SuccessAnswer = z.infer<typeof successAnswerSchema>;
