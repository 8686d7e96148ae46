/**
 * What the tests know about the operations, read from the registry (lib/operations/registry.ts)
 * instead of written again: which operation has the property a test is about, an operation's
 * example body with the members a test makes its own, what an accepted lead causes, and the
 * reference pattern. A registry entry added with its schema and copy (README "Add an operation")
 * is then covered by the tests that use these, without editing them.
 */
import { REFERENCE_PATTERN } from '@/lib/acceptance/reference';
import { describeFields } from '@/lib/operations/describe-fields';
import { booksMeeting, operations, type DeliveryKind, type RegisteredOperation } from '@/lib/operations/registry';
import { MAX_LENGTH } from '@/lib/operations/value-sets';
import type { Locale } from '@/lib/i18n/locales';
import { formPagePath as pagePathOf, pageUrl } from '@/lib/site/site-pages';

/** Whether an accepted lead of this operation causes this delivery (one job each). */
export function causes(operation: Pick<RegisteredOperation, 'deliveries'>, kind: DeliveryKind): boolean {
  return (operation.deliveries as readonly DeliveryKind[]).includes(kind);
}

/** The deliveries of an operation that are mail: each a file `<reference>.<kind>.json` in the mail outbox. */
export function mailDeliveries(operation: Pick<RegisteredOperation, 'deliveries'>): DeliveryKind[] {
  return (operation.deliveries as readonly DeliveryKind[]).filter((kind) => kind !== 'calendar-event');
}

/** The first operation of the registry that fits; fails at once, saying what was looked for, when none does. */
export function operationThat(what: string, fits: (operation: RegisteredOperation) => boolean): RegisteredOperation {
  const found = operations.find(fits);
  if (!found) throw new Error(`No operation in the registry ${what}`);
  return found;
}

/** The operation whose confirmation is the brochure (its PDF attached, its own cap per mailbox). */
export const brochureOperation = operationThat('sends the brochure', (operation) => operation.sendsBrochure);

/** An operation whose lead the team follows up with a calendar event. */
export const followUpOperation = operationThat('books a follow-up in the calendar', (operation) => causes(operation, 'calendar-event'));

/** The operation whose request may book a demo meeting (`preferredStart`, `timeZone`). */
export const bookingOperation = operationThat('books a meeting', (operation) => booksMeeting(operation));

/** An operation whose body may name the submitter's language (`locale`). */
export const localeOperation = operationThat('takes a locale field', (operation) => operation.hasLocaleField);

/**
 * The plainest lead: a confirmation and a team notification, nothing more (no brochure, no
 * calendar event, no locale field). Tests of the API's own rules (bodies, limits, retries, caps)
 * send it, so that what an operation does on top does not change what they see.
 */
export const plainOperation = operationThat(
  'mails a confirmation and the team and does nothing else',
  (operation) =>
    !operation.sendsBrochure &&
    !operation.hasLocaleField &&
    [...operation.deliveries].sort().join() === (['confirmation-email', 'team-notification'] satisfies DeliveryKind[]).join(),
);

/**
 * An operation's example body with these members replaced (`undefined` leaves one out), answered
 * in English: the example's own `locale` would choose the answer's language.
 */
export function exampleBody(operation: RegisteredOperation, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { ...operation.example, ...(operation.hasLocaleField ? { locale: 'en' } : {}), ...overrides };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/**
 * A body as a form without JavaScript posts it: every value a string, a list as its items. The
 * page fills `locale` itself, so a body's own is left out.
 */
export function formFields(body: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([name]) => name !== 'locale')
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
  );
}

/** The form page of an operation in a locale, as the site serves it (lib/site/site-pages.ts). */
export const formPagePath = (operation: RegisteredOperation, locale: Locale = 'en') => pageUrl('', locale, pagePathOf(operation.slug));

/**
 * The operation's field for a paragraph of free text (a message, further details), where a test
 * plants words of its own; undefined when it has none.
 */
export function longTextField(operation: RegisteredOperation): string | undefined {
  return describeFields(operation).find(
    (field) => field.type === 'string' && !field.values && (field.maxLength ?? 0) > MAX_LENGTH.shortText,
  )?.name;
}

/** A lead reference within a text (a page, a mail): REFERENCE_PATTERN without its anchors. */
export const REFERENCE_IN_TEXT = new RegExp(`\\b${REFERENCE_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '')}\\b`);

/** The first operation whose request has every one of these fields: for a test about those fields. */
export function operationWithFields(...names: string[]): RegisteredOperation {
  return operationThat(`has the fields ${names.join(', ')}`, (operation) => names.every((name) => name in operation.schema.shape));
}
