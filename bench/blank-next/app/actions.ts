'use server';

import { contactSchema } from './contact-schema';

export async function sendContact(_previous: string, form: FormData): Promise<string> {
  const result = contactSchema.safeParse(Object.fromEntries(form));
  return result.success ? 'Thank you.' : 'Please check the fields.';
}
