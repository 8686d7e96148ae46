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
import { getOperation } from '@/lib/operations/registry';
import { payloadLabels } from '@/lib/agents/webmcp/tool-definitions';

const quote = getOperation('submitQuoteRequest');
const brochure = getOperation('submitBrochureRequest');

describe('field copy', () => {
  it('labels clubStatus where it is an enumeration, and shows it as written where it is free text', () => {
    const t = translatorFor('es');
    const line = (operation: typeof quote | typeof brochure) =>
      leadFieldLines(operation, { clubStatus: 'exploring' }, t, { choicesOnly: false }).find((entry) => entry.field === 'clubStatus');
    expect(line(quote)).toEqual({ field: 'clubStatus', label: t('fields.clubStatus'), value: t('values.clubStatus.exploring') });
    expect(line(brochure)?.value).toBe('exploring');
  });

  it('gives the in-browser confirmation dialog labels per operation', () => {
    const labels = payloadLabels('de');
    expect(labels.operations.quote?.values.clubStatus?.exploring).toBe(translatorFor('de')('values.clubStatus.exploring'));
    expect(labels.operations.brochure?.values.clubStatus).toBeUndefined();
    expect(labels.operations.brochure?.values.interests?.padel).toBe(translatorFor('de')('values.sports.padel'));
  });

  it("describes a field in the operation's own words where it has them", () => {
    expect(fieldDescription(brochure, 'email')).toMatch(/brochure PDF/);
    expect(fieldDescription(quote, 'email')).not.toMatch(/brochure/);
    expect(fieldDescription(getOperation('requestDemo'), 'phone', 'fr')).toMatch(/WhatsApp/);
  });

  it('states the number of locations as 1 to 10,000, on the form and in its error', () => {
    const field = buildFormView(quote, 'en').fields.find((candidate) => candidate.name === 'numberOfLocations')!;
    expect(field).toMatchObject({ control: 'number', minimum: 1, maximum: 10_000 });
    expect(field.messages.tooLarge).toBe('“Number of locations” must be at most 10000.');
    expect(errorKindOf(field, { field: 'numberOfLocations', problem: 'too_large', maximum: 10_000 })).toBe('tooLarge');
  });
});
