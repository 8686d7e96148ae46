import type { FieldIssue } from '@/lib/operations/field-issue';

/** What a form shows after a submission; the server action returns it and the page renders it. */
export type FormState =
  | { status: 'idle' }
  /** Fields at fault, with the values to show again. */
  | { status: 'invalid'; issues: FieldIssue[]; values: EchoedValues }
  /** Refused for now (a limit) or not stored (our side failed): nothing was kept; a localized message. */
  | { status: 'failed'; reason: 'rate-limited' | 'unavailable'; message: string; values: EchoedValues }
  /** Stored: the API's localized message and, for a real submission, its reference. */
  | { status: 'accepted'; message: string; reference?: string };

export type EchoedValues = Record<string, string | string[]>;

export const IDLE: FormState = { status: 'idle' };

/** Hidden fields every lead form carries; the server action reads them, payloads never do. */
export const FORM_META = {
  operation: '_operation',
  locale: '_locale',
  honeypot: 'leave_this_empty',
  /** Where the visit began, as the tab recorded it (lib/attribution/first-touch.ts). */
  attribution: '_attribution',
} as const;
