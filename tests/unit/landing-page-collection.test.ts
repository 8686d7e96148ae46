/**
 * The editor's "Landing pages" (lib/landing-pages/landing-page-collection.ts, its `editor`) and the files agree:
 * Keystatic's own reader, with the collection's fields, reads the fixtures as they are (so the
 * files are in the shape the editor writes: `fields.blocks` as `{ discriminant, value }`), and
 * refuses what the editor would never write; its address box refuses the site's own addresses,
 * as the rules do.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config, type SlugFormField } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { describe, expect, it } from 'vitest';
import { editorCollections } from '@/lib/content-editor/collections/editor-collections';
import { RESERVED_SLUGS } from '@/lib/landing-pages/landing-page-paths';
import { slugProblems } from '@/lib/landing-pages/landing-page-rules';
import { fixtureLandingPage, INDEXED_SLUG, NOINDEX_SLUG, rootWithFixtureLandingPages } from '../helpers/landing-page-fixture';

const collection = editorCollections({ kind: 'local' }).landingPages!;
const readerAt = (root: string) => createReader(root, config({ storage: { kind: 'local' }, collections: { landingPages: collection } }));

describe("Keystatic's reader with the collection's fields", () => {
  it('reads both fixtures as they are, block for block', async () => {
    const reader = readerAt(rootWithFixtureLandingPages());
    expect((await reader.collections.landingPages.list()).sort()).toEqual([INDEXED_SLUG, NOINDEX_SLUG]);
    for (const slug of [INDEXED_SLUG, NOINDEX_SLUG]) {
      const { slug: slugBox, ...entry } = (await reader.collections.landingPages.readOrThrow(slug)) as Record<string, unknown>;
      // The address is the file's name, not a field of the file.
      expect(slugBox).toBeNull();
      expect(entry).toEqual(fixtureLandingPage(slug));
    }
  });

  it('refuses a block with a third key beside its kind and boxes, and a kind it does not know', async () => {
    const root = rootWithFixtureLandingPages();
    const file = path.join(root, 'content/landing-pages', `${INDEXED_SLUG}.json`);
    const page = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...page, blocks: [{ ...page.blocks[0], kind: 'hero' }] }));
    await expect(readerAt(root).collections.landingPages.readOrThrow(INDEXED_SLUG)).rejects.toThrow(
      /Must only contain keys "discriminant" and "value"/,
    );
    writeFileSync(file, JSON.stringify({ ...page, blocks: [{ discriminant: 'carousel', value: {} }] }));
    await expect(readerAt(root).collections.landingPages.readOrThrow(INDEXED_SLUG)).rejects.toThrow(/Must be a valid option/);
  });
});

describe('the address box', () => {
  const address = collection.schema.slug as SlugFormField<string, string, string, null>;
  const validate = (slug: string) => () => address.validate(slug, { slugField: { slugs: new Set<string>(), glob: '*' } });

  it.each([...RESERVED_SLUGS])('refuses %s, as the rules do', (slug) => {
    expect(validate(slug)).toThrow(/Lowercase words joined by hyphens, and none of/);
    expect(slugProblems(slug)).toHaveLength(1);
  });

  it.each(['padel-clubs', 'quote-2027', 'faqs', 'pricing-for-gyms'])('accepts %s, as the rules do', (slug) => {
    expect(validate(slug)).not.toThrow();
    expect(slugProblems(slug)).toEqual([]);
  });
});
