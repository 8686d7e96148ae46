import { z } from 'zod';

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  message: z.string().trim().min(1).max(5000),
});
