/**
 * The editor's choices in its collections are named in words (lib/editor-fields/option-labels.ts):
 * a marketer picks "Quote form" or "Pricing page", never `quote` or `/pricing`.
 */
import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { editorConfig } from '@/lib/content-editor/editor-config';

type Options = { label: string; value: string }[];

/** Every select and multiselect of a schema, blocks included, with where it is. */
function choices(schema: Record<string, ComponentSchema>, at = ''): [string, Options][] {
  return Object.entries(schema).flatMap(([key, field]): [string, Options][] => {
    const where = `${at}${key}`;
    const found = field as {
      options?: Options;
      fields?: Record<string, ComponentSchema>;
      element?: ComponentSchema;
      values?: Record<string, ComponentSchema>;
    };
    if (Array.isArray(found.options)) return [[where, found.options]];
    if (found.fields) return choices(found.fields, `${where}.`);
    if (found.element) return choices({ element: found.element }, `${where}.`);
    if (found.values) return choices(found.values, `${where}.`);
    return [];
  });
}

describe('the choices of the editor’s collections', () => {
  const collections = editorConfig({ kind: 'local' }).collections!;
  const all = Object.entries(collections).flatMap(([key, collection]) => choices(collection.schema, `${key}.`));

  it('are found: the forms and pages of a question, the drawing of a card, the drawing and form of a landing page’s blocks', () => {
    expect(all.map(([where]) => where)).toEqual(
      expect.arrayContaining([
        'faq.forms',
        'faq.link',
        'featureCards.screen',
        expect.stringMatching(/^landingPages\.blocks\..*operation$/),
      ]),
    );
  });

  it('are named in words, never by the value the file keeps', () => {
    for (const [where, options] of all)
      for (const { label, value } of options) {
        expect(label, where).not.toBe(value);
        expect(label, where).not.toMatch(/^\//);
      }
  });
});
