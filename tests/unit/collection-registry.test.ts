/**
 * A content collection is one declaration (lib/collections/content-collection.ts) in one registry
 * (lib/collection-registry/registry.ts), and everything that handles collections reads that registry: a
 * collection declared only in a test, "guides" (tests/helpers/guide-collection.ts), is loaded,
 * checked on save, checked by `npm run check:i18n`, listed in the sitemap and edited in the editor,
 * with no other line of code (docs/decisions.md "One declaration per collection").
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { GUIDES_COLLECTION, guide } from '../helpers/guide-collection';

vi.mock('@/lib/collection-registry/registry', async (importActual) => {
  const actual = await importActual<typeof import('@/lib/collection-registry/registry')>();
  const { GUIDES_COLLECTION } = await import('../helpers/guide-collection');
  return { COLLECTIONS: [...actual.COLLECTIONS, GUIDES_COLLECTION] };
});

// The site's files are the bundler's import of content/*/ (lib/collections/site-files.ts), which
// has no guides: here the guides' entries are two files, the others as the site has them.
vi.mock('@/lib/collections/site-files', async (importActual) => {
  const actual = await importActual<typeof import('@/lib/collections/site-files')>();
  const { loadCollection } = await import('@/lib/collections/collection-rules');
  const { GUIDES_COLLECTION, guide } = await import('../helpers/guide-collection');
  return {
    ...actual,
    siteEntries: (collection: { key: string }) =>
      collection.key === GUIDES_COLLECTION.key
        ? loadCollection(GUIDES_COLLECTION, { 'opening-a-club': guide(10), 'pricing-courts': guide(20, 'Pricing courts') })
        : actual.siteEntries(collection as never),
  };
});

const { collectionOnDisk } = await import('@/lib/collections/collection-folder');
const { everyCollectionProblems } = await import('@/lib/collection-registry/every-collection');
const { saveProblems } = await import('@/lib/content-editor/save-check');
const { sitemapPaths } = await import('@/lib/agents/documents/sitemaps');
const { editorConfig } = await import('@/lib/content-editor/editor-config');

const base64 = (json: unknown) => Buffer.from(`${JSON.stringify(json, null, 2)}\n`).toString('base64');

function rootWithGuides(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'guides-'));
  mkdirSync(path.join(root, 'content/guides'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'content/guides', name), text);
  return root;
}

describe('a collection declared in the registry alone', () => {
  it('is loaded from its folder, in its order, each entry with its name', () => {
    const root = rootWithGuides({ 'b.json': JSON.stringify(guide(20)), 'a.json': JSON.stringify(guide(30)) });
    expect(collectionOnDisk(GUIDES_COLLECTION, root).map((entry) => [entry.slug, entry.order])).toEqual([
      ['b', 20],
      ['a', 30],
    ]);
  });

  it('is checked by check:i18n, naming the file and the box', async () => {
    const root = rootWithGuides({ 'short.json': JSON.stringify({ ...guide(10), title: { ...guide(10).title, de: 'Kurz' } }) });
    const problems = await everyCollectionProblems(root);
    expect(problems.filter((problem) => problem.startsWith('content/guides/'))).toEqual([
      'content/guides/short.json title.de: write at least 5 characters.',
    ]);
  });

  it('is checked on save: an entry that keeps its rules is written, one that breaks them is refused', async () => {
    const root = rootWithGuides({ 'opening-a-club.json': JSON.stringify(guide(10)) });
    const save = (json: unknown) =>
      saveProblems({ additions: [{ path: 'content/guides/new-guide.json', contents: base64(json) }], deletions: [] }, root);
    expect(await save(guide(20))).toEqual([]);
    expect(await save(guide(10))).toEqual([
      'content/guides/new-guide.json order: 10 is also the order of content/guides/opening-a-club.json; give each entry its own.',
    ]);
    expect(await saveProblems({ additions: [], deletions: [{ path: 'content/guides/opening-a-club.json' }] }, root)).toEqual([]);
  });

  it('adds its pages to the sitemap', () => {
    expect(sitemapPaths().slice(-2)).toEqual(['/guides-opening-a-club', '/guides-pricing-courts']);
  });

  it('is a collection of the editor, with its fields, its folder and its place in the menu', () => {
    const config = editorConfig({ kind: 'local' });
    const guides = config.collections!.guides!;
    expect(guides.label).toBe('Guides');
    expect(guides.path).toBe('content/guides/*');
    expect(Object.keys(guides.schema)).toEqual(['slug', 'title']);
    expect(Object.values(config.ui!.navigation as Record<string, string[]>).flat()).toContain('guides');
  });
});
