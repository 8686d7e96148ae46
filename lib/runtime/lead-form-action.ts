'use server';

import { submitLeadWith } from '@/lib/forms/submit-lead';
import type { FormState } from '@/lib/forms/form-state';
import { intake } from './services';

/** The server action behind every lead form (lib/forms/submit-lead.ts), given this process's intake. */
export async function submitLead(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitLeadWith(intake, formData);
}
