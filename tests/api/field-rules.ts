/**
 * The rows of the table-driven field tests: docs/api.md "Request bodies" and docs/decisions.md
 * "The API contract", one row per rule. Every operation of the registry gets the rows all share
 * (its required fields alone, the name and email rules), on a base of its example's required
 * fields; the rules of each schema's own fields are written out below, by operation. Valid rows get
 * a unique name when sent, so that the 10-minute retry window does not turn them into replays.
 */
import type { ErrorCode } from '@/lib/api/error-codes';
import { describeFields } from '@/lib/operations/describe-fields';
import { operations, type OperationId, type RegisteredOperation } from '@/lib/operations/registry';
import type { FieldIssue } from '@/lib/operations/validate';
import { FEATURES } from '@/lib/operations/value-sets';

export type Expectation = { status: 200 } | { status: 400; code: ErrorCode; message: string; issues: [string, FieldIssue['problem']][] };

export interface FieldRow {
  name: string;
  body: Record<string, unknown>;
  expect: Expectation;
}

export const ok: Expectation = { status: 200 };

export const missing = (...fields: string[]): Expectation => ({
  status: 400,
  code: 'MISSING_FIELDS',
  message: `Missing required fields: ${fields.join(', ')}.`,
  issues: fields.map((field) => [field, 'missing']),
});

export const invalidEmail: Expectation = {
  status: 400,
  code: 'INVALID_EMAIL',
  message: 'Invalid email address in field: email.',
  issues: [['email', 'invalid_email']],
};

export const unknown = (...fields: string[]): Expectation => ({
  status: 400,
  code: 'INVALID_INPUT',
  message: `Unknown fields: ${fields.join(', ')}.`,
  issues: fields.map((field) => [field, 'unknown_field']),
});

export const invalid = (...issues: [string, FieldIssue['problem']][]): Expectation => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: `Invalid or missing fields: ${[...new Set(issues.map(([field]) => field.split('.')[0]))].join(', ')}.`,
  issues,
});

const long = (length: number) => 'x'.repeat(length);
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** Rules every operation shares: its required fields suffice, and the name and email rules. */
function sharedRows(base: Record<string, unknown>): FieldRow[] {
  return [
    { name: 'required fields only', body: base, expect: ok },
    { name: 'name absent', body: { ...base, name: undefined }, expect: missing('name') },
    { name: 'name null', body: { ...base, name: null }, expect: missing('name') },
    { name: 'name blank after trimming', body: { ...base, name: '   ' }, expect: missing('name') },
    { name: 'name of 200 characters', body: { ...base, name: long(200) }, expect: ok },
    { name: 'name of 201 characters', body: { ...base, name: long(201) }, expect: invalid(['name', 'too_long']) },
    { name: 'name not a string', body: { ...base, name: 42 }, expect: invalid(['name', 'invalid_type']) },
    { name: 'email absent', body: { ...base, email: undefined }, expect: missing('email') },
    { name: 'email without @', body: { ...base, email: 'ana.example.com' }, expect: invalidEmail },
    { name: 'email domain without a dot', body: { ...base, email: 'ana@example' }, expect: invalidEmail },
    { name: 'email with spaces around it', body: { ...base, email: '  ana@example.com ' }, expect: ok },
    { name: 'email of 254 characters', body: { ...base, email: emailOfLength(254) }, expect: ok },
    { name: 'email of 255 characters', body: { ...base, email: emailOfLength(255) }, expect: invalid(['email', 'too_long']) },
    { name: 'email not a string', body: { ...base, email: ['ana@example.com'] }, expect: invalid(['email', 'invalid_type']) },
    { name: 'one unknown field', body: { ...base, company: 'Acme' }, expect: unknown('company') },
    { name: 'two unknown fields', body: { ...base, Name: 'x', __proto__x: 1 }, expect: unknown('Name', '__proto__x') },
    {
      name: 'missing and unknown together',
      body: { ...base, name: undefined, extra: true },
      expect: invalid(['name', 'missing'], ['extra', 'unknown_field']),
    },
    // A member with an empty name is still named, so the message never ends in ": ."
    { name: 'a member with an empty name', body: { ...base, '': 1 }, expect: unknown('""') },
  ];
}

const sportRows = (field: string, base: Record<string, unknown>, required: boolean): FieldRow[] => [
  ...(required
    ? [
        { name: `${field} absent`, body: { ...base, [field]: undefined }, expect: missing(field) },
        { name: `${field} empty (invalid, not missing)`, body: { ...base, [field]: [] }, expect: invalid([field, 'too_few_items']) },
      ]
    : [{ name: `${field} empty is allowed`, body: { ...base, [field]: [] }, expect: ok }]),
  {
    name: `${field} with every sport`,
    body: { ...base, [field]: ['padel', 'tennis', 'pickleball', 'wellness', 'gym', 'multi-sport'] },
    expect: ok,
  },
  {
    name: `${field} with fitness (prose only, rejected)`,
    body: { ...base, [field]: ['fitness'] },
    expect: invalid([`${field}.0`, 'invalid_value']),
  },
  {
    name: `${field} with an unknown sport`,
    body: { ...base, [field]: ['padel', 'squash'] },
    expect: invalid([`${field}.1`, 'invalid_value']),
  },
  { name: `${field} as a string`, body: { ...base, [field]: 'padel' }, expect: invalid([field, 'invalid_type']) },
];

const enumRows = (field: string, values: readonly string[], base: Record<string, unknown>): FieldRow[] => [
  ...values.map((value) => ({ name: `${field} = ${value}`, body: { ...base, [field]: value }, expect: ok })),
  { name: `${field} outside its enumeration`, body: { ...base, [field]: 'other' }, expect: invalid([field, 'invalid_value']) },
];

const optionalTextRows = (field: string, max: number, base: Record<string, unknown>): FieldRow[] => [
  { name: `${field} of ${max} characters`, body: { ...base, [field]: long(max) }, expect: ok },
  { name: `${field} of ${max + 1} characters`, body: { ...base, [field]: long(max + 1) }, expect: invalid([field, 'too_long']) },
  { name: `${field} null counts as absent`, body: { ...base, [field]: null }, expect: ok },
];

const booleanRows = (base: Record<string, unknown>): FieldRow[] => [
  { name: 'hasClub false', body: { ...base, hasClub: false }, expect: ok },
  { name: 'hasClub as a string', body: { ...base, hasClub: 'yes' }, expect: invalid(['hasClub', 'invalid_type']) },
];

/** An operation's example cut to its required fields: the smallest body it accepts. */
function requiredOnly(operation: RegisteredOperation): Record<string, unknown> {
  const example: Record<string, unknown> = operation.example;
  return Object.fromEntries(
    describeFields(operation)
      .filter((field) => field.required)
      .map((field) => [field.name, example[field.name]]),
  );
}

/** The rules of each schema's own fields, on the operation's base: the contract, written out. */
const OWN_ROWS: Partial<Record<OperationId, (base: Record<string, unknown>) => FieldRow[]>> = {
  submitQuoteRequest: (quoteBase) => [
    { name: 'every required field absent', body: {}, expect: missing('name', 'email', 'sports') },
    ...sportRows('sports', quoteBase, true),
    ...['phone', 'country', 'clubName', 'clubLocation', 'budget'].flatMap((field) =>
      optionalTextRows(field, field === 'phone' ? 40 : 200, quoteBase),
    ),
    ...optionalTextRows('additionalInfo', 5000, quoteBase),
    ...optionalTextRows('locale', 35, quoteBase),
    ...booleanRows(quoteBase),
    ...enumRows('clubStatus', ['launching-soon', 'exploring'], quoteBase),
    ...enumRows('numberOfCourts', ['1-3', '4-8', '9-15', '16+'], quoteBase),
    ...enumRows('numberOfMembers', ['under-500', '500-2000', '2000-5000', '5000+'], quoteBase),
    ...enumRows('currentSystem', ['none', 'spreadsheets', 'other-software', 'custom'], quoteBase),
    ...enumRows('timeline', ['asap', '1-3months', '3-6months', 'exploring'], quoteBase),
    { name: 'numberOfLocations = 1', body: { ...quoteBase, numberOfLocations: 1 }, expect: ok },
    { name: 'numberOfLocations = 0', body: { ...quoteBase, numberOfLocations: 0 }, expect: invalid(['numberOfLocations', 'too_small']) },
    { name: 'numberOfLocations = 10000', body: { ...quoteBase, numberOfLocations: 10_000 }, expect: ok },
    {
      name: 'numberOfLocations = 10001',
      body: { ...quoteBase, numberOfLocations: 10_001 },
      expect: invalid(['numberOfLocations', 'too_large']),
    },
    {
      name: 'numberOfLocations that reads as a phone number',
      body: { ...quoteBase, numberOfLocations: 18_005_550_199 },
      expect: invalid(['numberOfLocations', 'too_large']),
    },
    {
      name: 'numberOfLocations = 1.5',
      body: { ...quoteBase, numberOfLocations: 1.5 },
      expect: invalid(['numberOfLocations', 'invalid_type']),
    },
    {
      name: 'numberOfLocations as a string',
      body: { ...quoteBase, numberOfLocations: '2' },
      expect: invalid(['numberOfLocations', 'invalid_type']),
    },
    // The exact number of courts (docs/decisions.md "Exact courts"): within its band when both are sent.
    { name: 'courtCount alone', body: { ...quoteBase, courtCount: 12 }, expect: ok },
    { name: 'courtCount in its band', body: { ...quoteBase, numberOfCourts: '9-15', courtCount: 12 }, expect: ok },
    { name: 'courtCount of the open band', body: { ...quoteBase, numberOfCourts: '16+', courtCount: 1000 }, expect: ok },
    {
      name: 'courtCount above its band',
      body: { ...quoteBase, numberOfCourts: '4-8', courtCount: 12 },
      expect: invalid(['courtCount', 'too_large']),
    },
    {
      name: 'courtCount below its band',
      body: { ...quoteBase, numberOfCourts: '16+', courtCount: 9 },
      expect: invalid(['courtCount', 'too_small']),
    },
    { name: 'courtCount = 0', body: { ...quoteBase, courtCount: 0 }, expect: invalid(['courtCount', 'too_small']) },
    { name: 'courtCount = 1001', body: { ...quoteBase, courtCount: 1001 }, expect: invalid(['courtCount', 'too_large']) },
    { name: 'courtCount as a string', body: { ...quoteBase, courtCount: '12' }, expect: invalid(['courtCount', 'invalid_type']) },
    { name: 'brandedApp false', body: { ...quoteBase, brandedApp: false }, expect: ok },
    { name: 'brandedApp as a string', body: { ...quoteBase, brandedApp: 'no' }, expect: invalid(['brandedApp', 'invalid_type']) },
    {
      name: 'features with every value',
      body: { ...quoteBase, features: [...FEATURES] },
      expect: ok,
    },
    { name: 'features empty', body: { ...quoteBase, features: [] }, expect: ok },
    {
      name: 'features with an unknown value',
      body: { ...quoteBase, features: ['bookings', 'chat'] },
      expect: invalid(['features.1', 'invalid_value']),
    },
    {
      name: 'several problems at once',
      body: { ...quoteBase, email: 'nope', sports: [], timeline: 'soon' },
      expect: invalid(['email', 'invalid_email'], ['sports', 'too_few_items'], ['timeline', 'invalid_value']),
    },
  ],
  submitContact: (contactBase) => [
    { name: 'every required field absent', body: {}, expect: missing('name', 'email', 'message') },
    { name: 'message empty', body: { ...contactBase, message: '' }, expect: missing('message') },
    { name: 'message of 5000 characters', body: { ...contactBase, message: long(5000) }, expect: ok },
    { name: 'message of 5001 characters', body: { ...contactBase, message: long(5001) }, expect: invalid(['message', 'too_long']) },
    ...optionalTextRows('whatsapp', 40, contactBase),
    ...optionalTextRows('clubName', 200, contactBase),
    { name: 'locale is not a contact field', body: { ...contactBase, locale: 'es' }, expect: unknown('locale') },
  ],
  submitBrochureRequest: (brochureBase) => [
    { name: 'every required field absent', body: {}, expect: missing('name', 'email', 'interests') },
    ...sportRows('interests', brochureBase, true),
    ...booleanRows(brochureBase),
    ...optionalTextRows('clubName', 200, brochureBase),
    ...optionalTextRows('clubStatus', 200, brochureBase),
    { name: 'clubStatus is free text', body: { ...brochureBase, clubStatus: 'Opening next spring' }, expect: ok },
  ],
  requestDemo: (demoBase) => [
    { name: 'every required field absent', body: {}, expect: missing('name', 'email', 'phone') },
    { name: 'phone blank', body: { ...demoBase, phone: ' ' }, expect: missing('phone') },
    { name: 'phone of 41 characters', body: { ...demoBase, phone: long(41) }, expect: invalid(['phone', 'too_long']) },
    ...sportRows('sports', demoBase, false),
    ...booleanRows(demoBase),
    ...['country', 'clubName', 'clubLocation'].flatMap((field) => optionalTextRows(field, 200, demoBase)),
    ...optionalTextRows('message', 5000, demoBase),
  ],
};

/** Each operation's rows: the shared ones, then its own (an operation added without them still has the shared). */
export const FIELD_ROWS: Record<string, FieldRow[]> = Object.fromEntries(
  operations.map((operation) => {
    const base = requiredOnly(operation);
    return [operation.id, [...sharedRows(base), ...(OWN_ROWS[operation.id]?.(base) ?? [])]];
  }),
);

/** The operations whose own fields have rows above: none that the registry does not have. */
export const OPERATIONS_WITH_OWN_ROWS = Object.keys(OWN_ROWS);
