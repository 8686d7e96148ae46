/**
 * A phone-only operation, as a registry entry that type-checks (lib/operations/registry.ts
 * ContactRule): the person asks to be called, gives no email address, and gets no mail; the team
 * is notified and gets a follow-up event. Tests add it to the registry with
 *
 *   vi.mock('@/lib/operations/registry', async (importOriginal) =>
 *     (await import('../helpers/callback-operation')).withCallbackOperation(await importOriginal()));
 *
 * and its copy to the messages with addCallbackCopy().
 */
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import type { RegistryEntry } from '@/lib/operations/registry';
import type * as Registry from '@/lib/operations/registry';
import { mergeCopy } from './merge-copy';

export const callbackRequestSchema = z.strictObject({
  name: z.string().min(1).max(200),
  phone: z.string().min(1).max(40),
  clubName: z.string().min(1).max(200).optional(),
});

export const callbackOperation = {
  id: 'requestCallback',
  slug: 'callback',
  path: '/api/callback-request',
  referencePrefix: 'K',
  skillName: 'request-a-call',
  schema: callbackRequestSchema,
  contact: 'phone',
  hasLocaleField: false,
  deliveries: ['team-notification', 'calendar-event'],
  sendsBrochure: false,
  followUpWithinWorkingDay: true,
  example: { name: 'Rui Almeida', phone: '+351 912 345 678', clubName: 'Porto Padel' },
} as const satisfies RegistryEntry;

/** The registry module with the callback operation as a fifth entry. */
export function withCallbackOperation(original: typeof Registry) {
  const operations = [...original.operations, callbackOperation];
  return {
    ...original,
    operations,
    getOperation: (id: string) => {
      const operation = operations.find((candidate) => candidate.id === id);
      if (!operation) throw new Error(`Unknown operation ${id}`);
      return operation;
    },
    operationOfReference: (reference: string) => operations.find((operation) => reference.startsWith(`${operation.referencePrefix}-`))?.id,
  };
}

/** The copy the operation brings (English in every locale), as README "Add an operation" lists it. */
const COPY = {
  operations: {
    callback: {
      title: 'Request a call',
      description: 'Ask the team to phone you.',
      cta: 'Ask for a call',
      leadName: 'call request',
      page: { metaTitle: 'Request a call', title: 'Request a call', intro: 'Leave your number.', submit: 'Ask for a call' },
      // Told apart, so that a test sees which one an answer took.
      success: 'We have received your request. A confirmation is on its way to your inbox.',
      successWithoutConfirmation: 'We have received your request, and we will call you within one working day.',
      next: 'We call you within one working day.',
    },
  },
};

export function addCallbackCopy(): void {
  for (const locale of LOCALES) mergeCopy(MESSAGES[locale] as unknown as Record<string, unknown>, COPY);
}
