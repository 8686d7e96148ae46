/**
 * The copy editor's pages and fields come from messages/en.json and content/site.json, never from a
 * second list of keys: a key added to the English copy is a field on every language's page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BasicFormField, ComponentSchema } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { copyFields } from '@/lib/content-editor/copy-fields';
import { editorConfig } from '@/lib/content-editor/editor-config';
import { LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Copy = { [key: string]: string | Copy };
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Copy;

/** Every field of a schema with its full key, depth first (all of them copy fields, lib/content-editor/copy-field.tsx). */
function formFields(schema: Record<string, ComponentSchema>, prefix = ''): [string, BasicFormField<string>][] {
  return Object.entries(schema).flatMap(([key, field]) => {
    if (field.kind === 'object') return formFields(field.fields, `${prefix}${key}.`);
    if (field.kind !== 'form') throw new Error(`${prefix}${key}: unexpected ${field.kind}`);
    return [[`${prefix}${key}`, field as BasicFormField<string>]];
  });
}

function keysOf(copy: Copy, prefix = ''): [string, string][] {
  return Object.entries(copy).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the copy editor', () => {
  const english = read('messages/en.json');
  const config = editorConfig({ kind: 'local' }, copyFields);

  it('has one page per language, one for the site details, the booking rules and the price list, each writing its own file as JSON', () => {
    expect(Object.keys(config.singletons ?? {})).toEqual([...LOCALES, 'site', 'scheduling', 'pricing']);
    expect(config.singletons!.scheduling).toMatchObject({ path: 'content/scheduling', format: { data: 'json' } });
    expect(config.singletons!.pricing).toMatchObject({ path: 'content/pricing', format: { data: 'json' } });
    for (const locale of LOCALES)
      expect(config.singletons![locale]).toMatchObject({ path: `messages/${locale}`, format: { data: 'json' } });
    expect(config.singletons!.site).toMatchObject({ path: 'content/site', format: { data: 'json' } });
  });

  it('has a field for every English key, in order, labelled by its key and starting from the English text', () => {
    for (const locale of LOCALES) {
      const fields = formFields(config.singletons![locale]!.schema);
      expect(fields.map(([key]) => key)).toEqual(keysOf(english).map(([key]) => key));
      for (const [key, field] of fields) expect(field.label).toBe(key);
    }
    const site = formFields(config.singletons!.site!.schema);
    expect(site.map(([key]) => key)).toEqual(keysOf(read('content/site.json')).map(([key]) => key));
  });

  it('refuses an empty text, and a translation without the English placeholders, in the field itself', () => {
    const fields = new Map(formFields(config.singletons!.es!.schema));
    const greeting = fields.get('emails.confirmation.greeting')!;
    expect(greeting.validate('Hola {name}:')).toBe('Hola {name}:');
    expect(() => greeting.validate('Hola:')).toThrowError('emails.confirmation.greeting: Keep {name} exactly as in the English text');
    expect(() => fields.get('product.tagline')!.validate('')).toThrowError(/Required/);
  });

  it('shows everything an operation says in one group per operation, its form page and confirmation inside', () => {
    const schema = config.singletons!.fr!.schema;
    const group = schema.operations!;
    expect(group.kind).toBe('object');
    const blocks = (group as { fields: Record<string, ComponentSchema> }).fields;
    expect(Object.keys(blocks)).toEqual(operations.map((operation) => operation.slug));
    for (const operation of operations) {
      const keys = formFields(schema)
        .map(([key]) => key)
        .filter((key) => key.startsWith(`operations.${operation.slug}.`));
      for (const key of ['title', 'description', 'cta', 'leadName', 'page.submit', 'success', 'next', 'confirmation.subject'])
        expect(keys).toContain(`operations.${operation.slug}.${key}`);
    }
  });

  it('serializes a text as itself, so a saved file keeps its format', () => {
    const tagline = new Map(formFields(config.singletons!.es!.schema)).get('product.tagline')!;
    expect(tagline.serialize('Reservas sin fricción')).toEqual({ value: 'Reservas sin fricción' });
    expect(tagline.parse('Reservas')).toBe('Reservas');
  });
});
