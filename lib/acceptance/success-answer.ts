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
});

export type SuccessAnswer = z.infer<typeof successAnswerSchema>;
