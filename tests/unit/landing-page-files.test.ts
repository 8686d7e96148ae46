/**
 * The landing pages' folder: the site takes every file of content/landing-pages/ through the
 * bundler's glob and ships none (a campaign is the marketers' to start); `npm run check:i18n`
 * checks the folder as it is on disk, with the feature cards, questions and stories on disk; a
 * save from the editor is checked by the same rules (and a page may be removed); the route lists
 * the folder's pages as the glob does; the sitemap lists
 * the indexed pages after the site's own, never one switched to noindex.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '@/lib/agents/documents/sitemaps';
import { saveProblems } from '@/lib/content-editor/save-check';
import { collectionFolderProblems, collectionOnDisk, namesOnDisk } from '@/lib/collections/collection-folder';
import { loadCollection } from '@/lib/collections/collection-rules';
import { siteFiles } from '@/lib/collections/site-files';
import { LANDING_PAGES_COLLECTION } from '@/lib/landing-pages/landing-page-collection';
import { LANDING_PAGES } from '@/lib/landing-pages/landing-pages';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { fixtureLandingPage, INDEXED_SLUG, NOINDEX_SLUG, rootWithFixtureLandingPages } from '../helpers/landing-page-fixture';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LANDING_PAGE_FILES = siteFiles(LANDING_PAGES_COLLECTION);
const landingPageFolderProblems = (root: string) => collectionFolderProblems(LANDING_PAGES_COLLECTION, root);
const landingPagesOnDisk = (root: string) => collectionOnDisk(LANDING_PAGES_COLLECTION, root);
const referencesOnDisk = (root: string) => namesOnDisk(root, LANDING_PAGES_COLLECTION);
const loadLandingPages = (files: Record<string, unknown>, names: ReturnType<typeof referencesOnDisk>) =>
  loadCollection(LANDING_PAGES_COLLECTION, files, names);
const indexedLandingPages = LANDING_PAGES_COLLECTION.sitemap!;
const base64 = (text: string) => Buffer.from(text).toString('base64');
const addition = (slug: string, page: unknown) => ({
  path: `content/landing-pages/${slug}.json`,
  contents: base64(`${JSON.stringify(page, null, 2)}\n`),
});

describe('the landing pages as shipped', () => {
  it('are the files of content/landing-pages/, which holds none: the folder is kept by its .gitkeep alone', () => {
    expect(readdirSync(path.join(ROOT, 'content/landing-pages'))).toEqual(['.gitkeep']);
    expect(LANDING_PAGE_FILES).toEqual({});
    expect(LANDING_PAGES).toEqual([]);
    expect(sitemapPaths()).toEqual([...PAGE_PATHS]);
    // The route's list of pages, read from the folder, is the same.
    expect(landingPagesOnDisk(ROOT)).toEqual([]);
  });

  it('check:i18n finds nothing wrong with the empty folder', async () => {
    expect(await landingPageFolderProblems(ROOT)).toEqual([]);
  });
});

describe('check:i18n on a folder with landing pages', () => {
  it('accepts the fixtures, naming entries that are on disk', async () => {
    const root = rootWithFixtureLandingPages();
    expect(referencesOnDisk(root).faq).toContain('demo-length');
    expect(await landingPageFolderProblems(root)).toEqual([]);
    expect(
      landingPagesOnDisk(root)
        .map((page) => page.slug)
        .toSorted(),
    ).toEqual([INDEXED_SLUG, NOINDEX_SLUG].toSorted());
  });

  it('names a page whose question was removed from content/faq/, a file that is not JSON, and one under a page’s address', async () => {
    const root = rootWithFixtureLandingPages();
    rmSync(path.join(root, 'content/faq/switching-systems.json'));
    writeFileSync(path.join(root, 'content/landing-pages/broken.json'), '{ "noindex": ');
    writeFileSync(path.join(root, 'content/landing-pages/pricing.json'), JSON.stringify(fixtureLandingPage()));
    expect(await landingPageFolderProblems(root)).toEqual([
      'content/landing-pages/broken.json: not valid JSON.',
      `content/landing-pages/${INDEXED_SLUG}.json blocks 3 (faq) questions: no content/faq/switching-systems.json; choose one that exists.`,
      'content/landing-pages/pricing.json slug: "pricing" is taken by the site (/{language}/pricing is one of its own addresses); choose another address.',
      'content/landing-pages/pricing.json blocks 3 (faq) questions: no content/faq/switching-systems.json; choose one that exists.',
    ]);
  });
});

describe("a save from the editor's Landing pages", () => {
  it('is accepted when the page keeps the rules, and a page may be removed', async () => {
    const root = rootWithFixtureLandingPages();
    expect(await saveProblems({ additions: [addition('padel-clubs-2027', fixtureLandingPage())], deletions: [] }, root)).toEqual([]);
    expect(await saveProblems({ additions: [], deletions: [{ path: `content/landing-pages/${NOINDEX_SLUG}.json` }] }, root)).toEqual([]);
  });

  it('is refused naming the box: the address of a page, a missing language, a feature card that does not exist', async () => {
    const root = rootWithFixtureLandingPages();
    const page = fixtureLandingPage();
    delete page.blocks[0].value.heading.fr;
    page.blocks[1].value.cards[0] = 'court-lights';
    const problems = await saveProblems(
      { additions: [addition('quote', fixtureLandingPage()), addition(INDEXED_SLUG, page)], deletions: [] },
      root,
    );
    expect(problems.sort()).toEqual([
      `content/landing-pages/${INDEXED_SLUG}.json blocks 1 (hero) heading.fr: missing: write the text in this language.`,
      'content/landing-pages/quote.json slug: "quote" is taken by the site (/{language}/quote is one of its own addresses); choose another address.',
    ]);
    const unknownCard = fixtureLandingPage();
    unknownCard.blocks[1].value.cards[0] = 'court-lights';
    expect(await saveProblems({ additions: [addition(INDEXED_SLUG, unknownCard)], deletions: [] }, root)).toEqual([
      `content/landing-pages/${INDEXED_SLUG}.json blocks 2 (features) cards: no content/feature-cards/court-lights.json; choose one that exists.`,
    ]);
  });

  it('checks the entries as they are on disk now: a question the editor just added may be named', async () => {
    const root = rootWithFixtureLandingPages();
    const page = fixtureLandingPage();
    page.blocks[2].value.questions.push('court-lights');
    expect(await saveProblems({ additions: [addition(INDEXED_SLUG, page)], deletions: [] }, root)).toHaveLength(1);
    writeFileSync(path.join(root, 'content/faq/court-lights.json'), '{}');
    expect(await saveProblems({ additions: [addition(INDEXED_SLUG, page)], deletions: [] }, root)).toEqual([]);
  });

  it('deletes no file but the collections’ entries: not a language’s messages, nor one outside the folder', async () => {
    const root = rootWithFixtureLandingPages();
    expect(await saveProblems({ additions: [], deletions: [{ path: 'messages/es.json' }] }, root)).toEqual([
      'messages/es.json: the editor does not delete this file.',
    ]);
    expect(await saveProblems({ additions: [], deletions: [{ path: 'content/landing-pages/../site.json' }] }, root)).toEqual([
      'content/landing-pages/../site.json: not a content file the editor may change.',
    ]);
  });
});

describe('the sitemap', () => {
  it('lists the indexed pages after the site’s own, and leaves out a page switched to noindex', () => {
    const pages = loadLandingPages(
      { [INDEXED_SLUG]: fixtureLandingPage(), [NOINDEX_SLUG]: fixtureLandingPage(NOINDEX_SLUG) },
      referencesOnDisk(ROOT),
    );
    expect(indexedLandingPages(pages).map((page) => page.path)).toEqual([`/${INDEXED_SLUG}`]);
    expect(sitemapPaths(indexedLandingPages(pages))).toEqual([...PAGE_PATHS, `/${INDEXED_SLUG}`]);
  });
});
