import { mailableClubText } from '@/lib/abuse/mailable-club';
import { displayValue, fieldLabel } from '@/lib/i18n/field-copy';
import type { Translate } from '@/lib/i18n/messages';
import { describeFields, type FieldDescription } from '@/lib/operations/describe-fields';
import type { Operation } from '@/lib/operations/registry';
import type { Quotation } from '@/lib/quotation/calculate';
import { isChoice, type LeadFieldLine } from './lead-fields';

/**
 * The summary a mail to the submitter gives of their request (the confirmation, and the booking
 * mail that stands for it), in schema order (docs/decisions.md "Confirmations repeat no free text"):
 * - the labels of its enumerated choices and yes/no answers;
 * - the club's name and city, each only when it passes the rule "your club" draws a name by
 *   (lib/abuse/mailable-club.ts): the price is the club's, so the mail says whose;
 * - the whole numbers a price depends on (locations, courts), only within the schema's bounds, none
 *   of which is long enough to dial: a stored value past them is left out, not repeated.
 * Nothing else: no free text, no other number.
 */
export function submitterLines(
  operation: Pick<Operation, 'schema'>,
  payload: Record<string, unknown>,
  t: Translate,
  /** The quotation the mail carries, if any: an answer it could not follow is not repeated beside it. */
  quotation?: Pick<Quotation, 'leftOut'> | null,
): LeadFieldLine[] {
  const fields = describeFields(operation);
  const shown = new Map(fields.flatMap((field) => mailable(field, payload[field.name], t)));
  return fields.flatMap((field) => {
    const value = shown.get(field.name);
    // The exact count says more than its band: the band would repeat it, less exactly.
    if (value === undefined || (field.name === BAND && shown.has(EXACT))) return [];
    if (field.name === BRANDED_APP && contradictsQuotation(payload, quotation)) return [];
    return [{ field: field.name, label: fieldLabel(field.name, t), value }];
  });
}

const BRANDED_APP = 'brandedApp';

/**
 * "Branded member app: No" beside a quotation that includes it: the price list includes the app
 * always (content/pricing.json `brandedApp`), so the answer changed nothing, and repeating it would
 * contradict the attached PDF. Without a quotation (PRICING=off) the answer is what the club wants.
 */
function contradictsQuotation(payload: Record<string, unknown>, quotation: Pick<Quotation, 'leftOut'> | null | undefined): boolean {
  return !!quotation && payload[BRANDED_APP] === false && !(quotation.leftOut ?? []).includes('brandedApp');
}

const BAND = 'numberOfCourts';
const EXACT = 'courtCount';
/** Free text a summary may repeat, by the club rule: the club's name and where it is. */
const CLUB_TEXT = new Set(['clubName', 'clubLocation']);
/** The largest whole number a summary repeats: five digits dial no one. */
const MAX_REPEATED_NUMBER = 10_000;

function mailable(field: FieldDescription, value: unknown, t: Translate): [string, string][] {
  if (value === undefined) return [];
  if (isChoice(field)) return [[field.name, displayValue(field, value, t)]];
  if (CLUB_TEXT.has(field.name)) {
    const text = mailableClubText(value);
    return text ? [[field.name, text]] : [];
  }
  return isBoundedWholeNumber(field, value) ? [[field.name, String(value)]] : [];
}

function isBoundedWholeNumber(field: FieldDescription, value: unknown): boolean {
  const { minimum, maximum } = field;
  return (
    field.type === 'integer' &&
    Number.isInteger(value) &&
    minimum !== undefined &&
    maximum !== undefined &&
    maximum <= MAX_REPEATED_NUMBER &&
    (value as number) >= minimum &&
    (value as number) <= maximum
  );
}
