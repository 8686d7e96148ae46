/**
 * One labeller for every surface (lib/i18n/field-copy.ts): a value is labelled only where the
 * operation's schema enumerates the field. `clubStatus` is an enumeration in the quote request and
 * free text in the brochure request, so a brochure's "exploring" must read as written everywhere.
 */
import { describe, expect, it } from 'vitest';
import { leadFieldLines } from '@/lib/delivery/lead-fields';
import { buildFormView } from '@/lib/forms/build-form-view';
import { errorKindOf } from '@/lib/forms/field-errors';
import { fieldDescription } from '@/lib/i18n/field-copy';
import { translatorFor } from '@/lib/i18n/messages';
import { describeFields } from '@/lib/operations/describe-fields';
import { getOperation, type RegisteredOperation } from '@/lib/operations/registry';
import { payloadLabels } from '@/lib/agents/webmcp/tool-definitions';
import { brochureOperation, operationThat, operationWithFields } from '../helpers/operation-fixtures';

const clubStatusValues = (operation: RegisteredOperation) => describeFields(operation).find((field) => field.name === 'clubStatus')?.values;
/** An operation whose schema enumerates clubStatus, and one that takes it as free text. */
const enumerated = operationThat('enumerates clubStatus', (operation) => clubStatusValues(operation) !== undefined);
const freeText = operationThat(
  'takes clubStatus as free text',
  (operation) => 'clubStatus' in operation.schema.shape && !clubStatusValues(operation),
);

describe('field copy', () => {
  it('labels clubStatus where it is an enumeration, and shows it as written where it is free text', () => {
    const t = translatorFor('es');
    const line = (operation: RegisteredOperation) =>
      leadFieldLines(operation, { clubStatus: 'exploring' }, t, { choicesOnly: false }).find((entry) => entry.field === 'clubStatus');
    expect(line(enumerated)).toEqual({ field: 'clubStatus', label: t('fields.clubStatus'), value: t('values.clubStatus.exploring') });
    expect(line(freeText)?.value).toBe('exploring');
  });

  it('gives the in-browser confirmation dialog labels per operation', () => {
    const labels = payloadLabels('de');
    expect(labels.operations[enumerated.slug]?.values.clubStatus?.exploring).toBe(translatorFor('de')('values.clubStatus.exploring'));
    expect(labels.operations[freeText.slug]?.values.clubStatus).toBeUndefined();
    const withInterests = operationWithFields('interests');
    expect(labels.operations[withInterests.slug]?.values.interests?.padel).toBe(translatorFor('de')('values.sports.padel'));
  });

  it("describes a field in the operation's own words where it has them", () => {
    expect(fieldDescription(brochureOperation, 'email')).toMatch(/brochure PDF/);
    expect(
      fieldDescription(
        operationThat('sends no brochure', (operation) => !operation.sendsBrochure),
        'email',
      ),
    ).not.toMatch(/brochure/);
    expect(fieldDescription(getOperation('requestDemo'), 'phone', 'fr')).toMatch(/WhatsApp/);
  });

  it('states the number of locations as 1 to 10,000, on the form and in its error', () => {
    const field = buildFormView(operationWithFields('numberOfLocations'), 'en').fields.find(
      (candidate) => candidate.name === 'numberOfLocations',
    )!;
    expect(field).toMatchObject({ control: 'number', minimum: 1, maximum: 10_000 });
    expect(field.messages.tooLarge).toBe('“Number of locations” must be at most 10000.');
    expect(errorKindOf(field, { field: 'numberOfLocations', problem: 'too_large', maximum: 10_000 })).toBe('tooLarge');
  });
});
