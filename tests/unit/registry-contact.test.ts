/**
 * The contact rule (lib/operations/registry.ts ContactRule): an entry says how the team reaches the
 * person, and `tsc --noEmit` (npm run typecheck) refuses an entry whose schema's output does not
 * carry that field as a required string, or that mails a person it reaches by phone. Each
 * `@ts-expect-error` below fails the type check if its entry compiles; every entry differs from
 * the valid phone-only one in one property.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recipientOf } from '@/lib/mailbox/recipient';
import { operations, type RegistryEntry } from '@/lib/operations/registry';
import { callbackOperation } from '../helpers/callback-operation';

const optionalPhone = z.strictObject({ name: z.string(), phone: z.string().optional() });
const optionalEmail = z.strictObject({ name: z.string(), email: z.email().optional() });
const withEmail = z.strictObject({ name: z.string(), email: z.email() });

describe('the contact rule', () => {
  it('compiles a phone-only entry and an email entry, and no entry that breaks it', () => {
    const entries: RegistryEntry[] = [
      callbackOperation,
      { ...callbackOperation, contact: 'email', schema: withEmail, deliveries: ['confirmation-email', 'team-notification'] },
      // @ts-expect-error: reached by email, but the schema's output has no email
      { ...callbackOperation, contact: 'email' },
      // @ts-expect-error: reached by email, but the email is optional
      { ...callbackOperation, contact: 'email', schema: optionalEmail },
      // @ts-expect-error: reached by phone, but the phone is optional
      { ...callbackOperation, schema: optionalPhone },
      // @ts-expect-error: reached by phone, yet confirmed by email
      { ...callbackOperation, deliveries: ['confirmation-email', 'team-notification'] },
      // @ts-expect-error: reached by phone, yet sent the brochure (by email)
      { ...callbackOperation, sendsBrochure: true },
    ];
    expect(entries).toHaveLength(7);
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))('%s: its example carries its contact', (_, operation) => {
    expect(operation.schema.safeParse(operation.example).success).toBe(true);
    expect(recipientOf(operation, operation.example).channel).toBe(operation.contact);
  });
});
