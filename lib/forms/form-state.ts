import type { FieldIssue } from '@/lib/operations/field-issue';
import type { SlotDayLinks } from '@/lib/scheduling/slot-day-links';
import type { Estimate } from '@/lib/quotation/estimate';

/** What a form shows after a submission; the server action returns it and the page renders it. */
export type FormState =
  | { status: 'idle' }
  /** Fields at fault, with the values to show again. */
  | { status: 'invalid'; issues: FieldIssue[]; values: EchoedValues }
  /** Refused for now (a limit) or not stored (our side failed): nothing was kept; a localized message. */
  | { status: 'failed'; reason: 'rate-limited' | 'unavailable'; message: string; values: EchoedValues }
  /**
   * Stored: the API's localized message and, for a real submission, its reference; for a demo
   * request (SCHEDULING on, the calendar answering), the next free times to book one from; for a
   * priced request, the answer's estimate, which the form's WebMCP tool hands its agent.
   */
  | { status: 'accepted'; message: string; reference?: string; slots?: OfferedSlots; estimate?: Estimate; mailHeld?: true };

/** The free times a demo request's thank-you offers, translated and linked on the server. */
export interface OfferedSlots {
  title: string;
  /** Says how it works, naming the zone the times are in. */
  intro: string;
  /** By day in the person's zone; each time links to the booking page to confirm it. */
  days: SlotDayLinks[];
  /** The booking page with every free time and the zone list. */
  allTimes: { href: string; text: string };
  /** What happens next beside the times: the team's follow-up is for a person none of them suits. */
  otherwise: string;
}

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

/**
 * The id of what a submission answers (the thank-you, the error summary), and the form's address
 * for a browser without JavaScript: posted to `#form-answer`, the page it gets back opens at the
 * answer instead of at its top (components/forms/lead-form.tsx).
 */
export const FORM_ANSWER_ID = 'form-answer';
