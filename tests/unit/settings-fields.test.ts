import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BasicFormField, ComponentSchema, ObjectField } from '@keystatic/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EDITOR_FIELDS } from '@/lib/content-editor/copy-fields';
import { editorConfig } from '@/lib/content-editor/editor-config';
import { readEditorFiles } from '@/lib/content-editor/editor-files';
import { FILE_RULES, fieldProblems } from '@/lib/content-editor/file-rules';
import { priceListLabels, type ModuleNames } from '@/lib/content-editor/price-list-labels';
import { flatten } from '@/lib/content-editor/save-check';
import { PRICING_FILE, SCHEDULING_FILE, SITE_FILE } from '@/lib/content-editor/edited-files';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Copy = { [key: string]: string | Copy };
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Copy;
type Field = BasicFormField<string>;

/** The field at a dotted key of a singleton's schema. */
function fieldAt(schema: Record<string, ComponentSchema>, key: string): ComponentSchema {
  const [first, ...rest] = key.split('.');
  const field = schema[first!]!;
  return rest.length ? fieldAt((field as ObjectField).fields, rest.join('.')) : field;
}

/** The editor's browser side, made from the files as its page reads them. */
const browser = { fields: EDITOR_FIELDS, files: readEditorFiles(ROOT) };
const PRICE_LIST_LABELS = priceListLabels((read('messages/en.json').values as { features: ModuleNames }).features);

describe('the price list in the editor', () => {
  const pricing = read(PRICING_FILE);
  const schema = editorConfig({ kind: 'local' }, browser).singletons!.pricing!.schema;

  it('names every box and group in plain words, with help, and no key as a label', () => {
    const keys = flatten(pricing)!.map(([key]) => key);
    const groups = Object.keys(pricing).filter((key) => typeof pricing[key] !== 'string');
    expect(Object.keys(PRICE_LIST_LABELS).sort()).toEqual([...keys, ...groups].sort());
    for (const key of [...keys, ...groups]) {
      const field = fieldAt(schema, key) as Field | ObjectField;
      const { label, help } = PRICE_LIST_LABELS[key]!;
      expect(field.label).toBe(label);
      expect(label).not.toMatch(/[a-z][A-Z]|\.\w/);
      expect(help.length).toBeGreaterThan(20);
    }
    expect(PRICE_LIST_LABELS.platformPerLocation!.label).toBe('Platform, per location (per month)');
    expect(PRICE_LIST_LABELS['perCourt.1-3']!.label).toBe('Courts 1 to 3, per court per month');
    expect(PRICE_LIST_LABELS['perCourt.16+']!.label).toBe('Courts 16 or more, per court per month');
    expect(PRICE_LIST_LABELS['modules.payments']!.label).toBe('Online payments module, per month');
  });

  it('shows the plain label and its help in the box', () => {
    const field = fieldAt(schema, 'vat') as Field;
    const html = renderToStaticMarkup(
      createElement(field.Input, { value: 'excluded', onChange: () => {}, autoFocus: false, forceValidation: false }),
    );
    expect(html).toContain('VAT: prices include or exclude VAT');
    expect(html).toContain('Write &quot;excluded&quot;');
    expect(html).not.toContain('>vat<');
  });

  it('marks the box itself when its value breaks the price list’s rules, in the words of the save check', () => {
    const field = fieldAt(schema, 'vat') as Field;
    expect(() => field.validate('yes')).toThrow('VAT: prices include or exclude VAT: write "excluded" or "included"; it is "yes".');
    expect(field.validate('included')).toBe('included');
    const html = renderToStaticMarkup(
      createElement(field.Input, { value: 'yes', onChange: () => {}, autoFocus: false, forceValidation: true }),
    );
    expect(html).toContain('write &quot;excluded&quot; or &quot;included&quot;');
    const amount = fieldAt(schema, 'perCourt.4-8') as Field;
    expect(() => amount.validate('€15')).toThrow(/Courts 4 to 8, per court per month: write an amount above 0/);
    expect(() => amount.validate('15.999')).toThrow(/EUR amounts have 2 decimal places at most/);
    expect(() => (fieldAt(schema, 'modules.bookings') as Field).validate('10')).toThrow(/bookings come with the platform/);
    expect((fieldAt(schema, 'modules.payments') as Field).validate('included')).toBe('included');
  });
});

describe('the other settings files mark their boxes by their own rules', () => {
  it('the company’s VAT number and country, the booking rules', () => {
    const site = editorConfig({ kind: 'local' }, browser).singletons!.site!.schema;
    expect(() => (fieldAt(site, 'legal.vatNumber') as Field).validate('B00000000')).toThrow(
      /legal\.vatNumber: must start with the two letters/,
    );
    expect(() => (fieldAt(site, 'country') as Field).validate('Spain')).toThrow(/two-letter ISO 3166 country code/);
    expect((fieldAt(site, 'country') as Field).validate('ES')).toBe('ES');
    const scheduling = editorConfig({ kind: 'local' }, browser).singletons!.scheduling!.schema;
    expect(() => (fieldAt(scheduling, 'meetingMinutes') as Field).validate('half an hour')).toThrow(/whole number of minutes/);
  });

  it('keeps to the problems of the one box, the others as the file holds them', () => {
    const pricing = read(PRICING_FILE);
    expect(fieldProblems(FILE_RULES[PRICING_FILE]!, pricing, ['platformPerLocation'], '149')).toEqual([]);
    expect(fieldProblems(FILE_RULES[PRICING_FILE]!, pricing, ['perCourt', '1-3'], 'x')).toEqual([
      'write an amount above 0 such as "149" or "12.50", with no currency sign; it is "x".',
    ]);
    expect(pricing.perCourt).toMatchObject({ '1-3': expect.not.stringMatching(/^x$/) });
    for (const file of [SITE_FILE, SCHEDULING_FILE, PRICING_FILE]) expect(FILE_RULES[file]!(read(file))).toEqual([]);
  });
});
