import { describeFields, type FieldDescription } from './describe-fields';
import type { Operation } from './registry';
import { MAX_LENGTH } from './value-sets';

/** How a field of an operation is asked for on its form. */
export type FormControl = 'text' | 'email' | 'tel' | 'textarea' | 'number' | 'select' | 'checkboxes' | 'yes-no';

export interface FormField {
  name: string;
  control: FormControl;
  required: boolean;
  /** The enumerated values, for selects and checkbox groups. */
  values?: readonly string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  autoComplete?: string;
}

/**
 * Fields a person never types: the page's language fills `locale`, the browser's zone `timeZone`,
 * and a meeting's time is chosen after the form, from the free slots (README "Scheduling").
 */
const FILLED_BY_THE_PAGE = new Set(['locale', 'timeZone', 'preferredStart']);
/**
 * Fields a form does not ask because another asks it more exactly: people give the number of
 * courts (`courtCount`), and the server action adds the contract's band derived from it
 * (./court-bands.ts `withCourtBand`), so a form never asks both or lets them disagree.
 */
const ASKED_MORE_EXACTLY = new Set(['numberOfCourts']);
const PHONE_FIELDS = new Set(['phone', 'whatsapp']);
const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  whatsapp: 'tel',
  country: 'country-name',
  clubName: 'organization',
};

/**
 * The form of an operation, derived from its schema (docs/architecture.md "The operation registry": forms are generated from the
 * registry, not written once per operation). The order is the schema's.
 */
export function formFieldsOf(operation: Pick<Operation, 'schema'>): FormField[] {
  return describeFields(operation)
    .filter((field) => !FILLED_BY_THE_PAGE.has(field.name) && !ASKED_MORE_EXACTLY.has(field.name))
    .map((field) => ({
      name: field.name,
      control: controlFor(field),
      required: field.required,
      ...(field.values ? { values: field.values } : {}),
      ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
      ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
      ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
      ...(AUTOCOMPLETE[field.name] ? { autoComplete: AUTOCOMPLETE[field.name] } : {}),
    }));
}

/**
 * The page-filled fields a form carries as hidden inputs that its script fills: the browser's
 * zone, where the operation takes one. Without JavaScript they stay empty and are not sent.
 */
const FILLED_BY_THE_BROWSER = new Set(['timeZone']);

/** The names of an operation's fields that its form's script fills (FILLED_BY_THE_BROWSER). */
export function browserFilledFieldsOf(operation: Pick<Operation, 'schema'>): string[] {
  return describeFields(operation)
    .map((field) => field.name)
    .filter((name) => FILLED_BY_THE_BROWSER.has(name));
}

function controlFor(field: FieldDescription): FormControl {
  switch (field.type) {
    case 'email':
      return 'email';
    case 'boolean':
      return 'yes-no';
    case 'integer':
      return 'number';
    case 'array':
      return 'checkboxes';
    default:
      if (field.values) return 'select';
      if (PHONE_FIELDS.has(field.name)) return 'tel';
      return (field.maxLength ?? 0) > MAX_LENGTH.shortText ? 'textarea' : 'text';
  }
}
