import type { MessageKey } from '@/lib/i18n/messages';

/**
 * Fields a form asks only after a given answer to another: the status of a club (`clubStatus`:
 * launching soon, exploring) only of a club that is not open yet, once "No" is chosen for `hasClub`.
 * The stylesheet hides such a field until then (app/globals.css, `:has()`, no JavaScript needed),
 * its hint says when it applies where the browser shows it anyway, and the form does not send it
 * against the answer given (below), with or without JavaScript: a status chosen before "Yes" waits
 * hidden, unsent, and is there again if "No" is chosen back.
 * The API keeps accepting both together, as the contract has it.
 */
export const FIELD_CONDITIONS: Readonly<Record<string, { field: string; value: string; hint: MessageKey }>> = {
  clubStatus: { field: 'hasClub', value: 'false', hint: 'forms.clubStatusHint' },
};

/** The condition of a field, if it is asked only after another answer. */
export function conditionOf(name: string) {
  return Object.hasOwn(FIELD_CONDITIONS, name) ? FIELD_CONDITIONS[name] : undefined;
}

/**
 * A form's payload less the fields its answers rule out: a `clubStatus` kept from before "Yes" was
 * chosen for `hasClub` is not sent. A field whose condition is unanswered is sent as given.
 */
export function withoutRuledOutFields(payload: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...payload };
  for (const [field, condition] of Object.entries(FIELD_CONDITIONS)) {
    const answer = kept[condition.field];
    if (field in kept && answer !== undefined && String(answer) !== condition.value) delete kept[field];
  }
  return kept;
}
