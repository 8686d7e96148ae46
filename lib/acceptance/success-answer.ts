import { z } from 'zod';
import { REFERENCE_PATTERN } from './reference';

/**
 * What an accepted submission is answered with, over every door (API, forms, MCP) and when a retry
 * is replayed from the store: the schema is the one declaration of the shape.
 */
export const successAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string().min(1),
  reference: z.string().regex(REFERENCE_PATTERN),
  /** The demo meeting booked with the request (`preferredStart`): instants in UTC, and the person's zone. */
  meeting: z
    .strictObject({
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      timeZone: z.string().min(1),
    })
    .optional(),
});

export type SuccessAnswer = z.infer<typeof successAnswerSchema>;
