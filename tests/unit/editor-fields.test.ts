/**
 * The copy editor's pages follow the site (lib/editor-fields/copy-sections.ts): one page per page
 * of the site and language, each writing its language's messages file whole, showing only its own
 * boxes and leaving every other text as it was read. Fields come from messages/en.json, never from a
 * second list of keys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BasicFormField, ComponentSchema } from '@keystatic/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EDITOR_FIELDS } from '@/lib/content-editor/copy-fields';
import { COPY_PAGES } from '@/lib/editor-fields/copy-sections';
import { COPY_NAVIGATION, editorConfig, COLLECTIONS_NAVIGATION, SETTINGS_NAVIGATION } from '@/lib/content-editor/editor-config';
import { readEditorFiles } from '@/lib/content-editor/editor-files';
import { textAt, withText } from '@/lib/content-editor/section-field';
import { languageProblems } from '@/lib/content-rules/language-rules';
import { LOCALES } from '@/lib/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Copy = { [key: string]: string | Copy };
const readText = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const read = (file: string) => JSON.parse(readText(file)) as Copy;
type Field = BasicFormField<Copy | string>;

/** A file as Keystatic writes a singleton: each field serialized in the schema's order, two-space JSON and a newline. */
function written(schema: Record<string, ComponentSchema>, values: Record<string, unknown>): string {
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, field]) => [key, (field as Field).serialize(values[key] as Copy).value]),
  );
  return `${JSON.stringify(copy, null, 2)}\n`;
}

/** A file as Keystatic reads it into a singleton's fields. */
function parsed(schema: Record<string, ComponentSchema>, copy: Copy): Record<string, Copy | string> {
  return Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, (field as Field).parse(copy[key])]));
}

describe('the copy editor', () => {
  const english = read('messages/en.json');
  const config = editorConfig({ kind: 'local' }, { fields: EDITOR_FIELDS, files: readEditorFiles(ROOT) });
  const singletons = config.singletons!;

  it('has a page per page of the site and language, each writing its language’s file, the home page’s photo, and the three settings files in plain words', () => {
    const keys = COPY_PAGES.flatMap((page) => LOCALES.map((locale) => `${page.id}-${locale}`));
    expect(Object.keys(singletons)).toEqual([...keys, 'homePicture', 'site', 'scheduling', 'pricing']);
    for (const page of COPY_PAGES)
      for (const locale of LOCALES)
        expect(singletons[`${page.id}-${locale}`]).toMatchObject({ path: `messages/${locale}`, format: { data: 'json' } });
    expect(singletons['home-fr']!.label).toBe('Français — Home page');
    expect(singletons.homePicture).toMatchObject({ path: 'content/home-picture/picture', label: 'Home page — picture', previewUrl: '/en' });
    expect(singletons.site).toMatchObject({ path: 'content/site', label: 'Product name and contact details' });
    expect(singletons.scheduling).toMatchObject({ path: 'content/scheduling', label: 'Booking rules for demo meetings' });
    expect(singletons.pricing).toMatchObject({ path: 'content/pricing', label: 'Price list' });
  });

  it('lists every page and collection in the menu once, under the heading of its page of the site, the settings files last', () => {
    const navigation = config.ui!.navigation as Record<string, string[]>;
    expect(navigation).toEqual({ ...COPY_NAVIGATION, ...COLLECTIONS_NAVIGATION, ...SETTINGS_NAVIGATION });
    expect(Object.keys(navigation)[0]).toBe('Home page');
    expect(Object.keys(navigation).at(-1)).toBe('Product, booking rules and prices');
    // The home page's photo beside its words.
    expect(navigation['Home page']).toEqual([...LOCALES.map((locale) => `home-${locale}`), 'homePicture']);
    expect(Object.values(navigation).flat().sort()).toEqual([...Object.keys(singletons), ...Object.keys(config.collections ?? {})].sort());
  });

  it('gives every page the top-level groups of the English, in the file’s order', () => {
    for (const key of Object.keys(singletons).filter((key) => key.match(/-(en|es|pt|fr|de)$/)))
      expect(Object.keys(singletons[key]!.schema), key).toEqual(Object.keys(english));
  });

  it('writes the file back unchanged when nothing is edited, and changes only the edited line of a box', () => {
    for (const locale of LOCALES) {
      const text = readText(`messages/${locale}.json`);
      for (const page of COPY_PAGES) {
        const schema = singletons[`${page.id}-${locale}`]!.schema;
        expect(written(schema, parsed(schema, JSON.parse(text) as Copy)), `${page.id}-${locale}`).toBe(text);
      }
    }
    const text = readText('messages/es.json');
    const schema = singletons['home-es']!.schema;
    const values = parsed(schema, JSON.parse(text) as Copy);
    values.product = withText(values.product!, 'product.tagline', 'Reservas nuevas');
    const after = written(schema, values).split('\n');
    const changed = text.split('\n').flatMap((line, index) => (line === after[index] ? [] : [after[index]]));
    expect(changed).toEqual(['    "tagline": "Reservas nuevas",']);
  });

  it('shows a page’s sections with a heading, help and a link to the page, each box with its plain label and the English; other groups as a hidden marker', () => {
    const schema = singletons['home-es']!.schema;
    const render = (group: string) => {
      const field = schema[group] as Field;
      const value = field.parse(read('messages/es.json')[group]);
      return renderToStaticMarkup(createElement(field.Input, { value, onChange: () => {}, autoFocus: false, forceValidation: false }));
    };
    const product = render('product');
    expect(product).toContain('<h2');
    expect(product).toContain('>Headline and introduction</h2>');
    expect(product).toContain('<a href="/es" target="_blank"');
    expect(product).toContain('See it on the site: /es');
    expect(product).toContain('>Headline<');
    expect(product).toContain(`English: ${(english.product as Copy).tagline}`);
    expect(product).not.toContain('product.tagline');
    expect(render('api')).toBe('<span hidden="" data-copy-elsewhere=""></span>');
    // An English page shows no "English:" line; an email says where it shows instead of a link.
    const emails = singletons['emails-en']!.schema.emails as Field;
    const html = renderToStaticMarkup(
      createElement(emails.Input, { value: emails.parse(english.emails), onChange: () => {}, autoFocus: false, forceValidation: false }),
    );
    expect(html).toContain('It shows in emails.');
    expect(html).not.toContain('English:');
  });

  it('refuses a box’s broken text, naming its section and label in plain words', () => {
    const schema = singletons['emails-es']!.schema;
    const spanish = read('messages/es.json');
    const emails = (schema.emails as Field).parse(spanish.emails);
    expect((schema.emails as Field).validate(emails)).toBe(emails);
    expect(() => (schema.emails as Field).validate(withText(emails, 'emails.confirmation.greeting', 'Hola:'))).toThrowError(
      'Every confirmation email, Greeting: Keep {name} exactly as in the English text',
    );
    const product = (singletons['home-es']!.schema.product as Field).parse(spanish.product);
    expect(() => (singletons['home-es']!.schema.product as Field).validate(withText(product, 'product.tagline', ' '))).toThrowError(
      'Headline and introduction, Headline: Required',
    );
    // A group this page does not show is not this page's to refuse: the server's check of the whole file is.
    expect(() => (schema.product as Field).validate(withText(product, 'product.tagline', ''))).not.toThrow();
  });

  it('writes French typography for the marketer on save, and refuses a word a language’s glossary avoids', () => {
    const french = read('messages/fr.json');
    const schema = singletons['home-fr']!.schema;
    const product = schema.product as Field;
    // Typed with a plain space and apostrophe, written with U+202F and ’: what npm run check:i18n asks for.
    const values = parsed(schema, french);
    values.product = withText(values.product!, 'product.tagline', "L'appli du club : réservez !");
    const line = written(schema, values)
      .split('\n')
      .find((text) => text.startsWith('    "tagline"'));
    expect(line).toBe('    "tagline": "L’appli du club\u202f: réservez\u202f!",');
    expect(languageProblems('fr', JSON.parse(`{${line!.replace(/,$/, '')}}`).tagline, {})).toEqual([]);
    // A box says it does so, in French only.
    const render = (field: Field, copy: Copy) =>
      renderToStaticMarkup(
        createElement(field.Input, { value: field.parse(copy.product), onChange: () => {}, autoFocus: false, forceValidation: true }),
      );
    expect(render(product, french)).toContain('French spacing is applied for you');
    expect(render(singletons['home-de']!.schema.product as Field, read('messages/de.json'))).not.toContain('French spacing');
    // Each language's glossary, naming the word to use; the box shows it, and the save is refused.
    const refused: [string, string, RegExp][] = [
      ['fr', 'Pour tous vos adhérents', /write “membres”, not “adhérents”/],
      ['de', 'Buchen Sie dein Spiel', /write “Sie \(Ihnen, Ihr\)”, not “dein”/],
      ['es', 'Reservas para usted', /write “tú \(tu, te, escribe, indícanos\)”, not “usted”/],
    ];
    for (const [locale, text, problem] of refused) {
      const field = singletons[`home-${locale}`]!.schema.product as Field;
      const value = withText(field.parse(read(`messages/${locale}.json`).product), 'product.tagline', text);
      expect(() => field.validate(value), locale).toThrowError(problem);
      const html = renderToStaticMarkup(createElement(field.Input, { value, onChange: () => {}, autoFocus: false, forceValidation: true }));
      expect(html.replaceAll('&quot;', '"')).toMatch(problem);
    }
    // The same words are another language's to use.
    const english = singletons['home-en']!.schema.product as Field;
    expect(() =>
      english.validate(withText(english.parse(read('messages/en.json').product), 'product.tagline', 'For you, dein')),
    ).not.toThrow();
  });

  it('reads and replaces a text inside its group, keeping every key in its place', () => {
    const group = { a: 'one', b: { c: 'two', d: 'three' }, e: 'four' };
    expect(textAt(group, 'x.b.d')).toBe('three');
    expect(textAt(group, 'x.b.z')).toBe('');
    const changed = withText(group, 'x.b.c', 'TWO');
    expect(JSON.stringify(changed)).toBe('{"a":"one","b":{"c":"TWO","d":"three"},"e":"four"}');
    expect(group.b.c).toBe('two');
  });

  it('keeps a field per key for the settings files', () => {
    expect(Object.keys(singletons.site!.schema)).toEqual(Object.keys(read('content/site.json')));
  });
});
