/**
 * Campaign landing pages for tests (tests/fixtures/landing-pages/): the shipped site has none, so
 * the tests that show one bring their own. `padel-clubs` is indexed, of three blocks (hero,
 * features, FAQ); `padel-clubs-preview` is switched to noindex, its call to action after the hero.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LANDING_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/landing-pages');
export const INDEXED_SLUG = 'padel-clubs';
export const NOINDEX_SLUG = 'padel-clubs-preview';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A fixture page's file contents, fresh each call (tests change fields). */
export function fixtureLandingPage(slug: string = INDEXED_SLUG): Record<string, any> {
  return JSON.parse(readFileSync(path.join(LANDING_FIXTURES, `${slug}.json`), 'utf8'));
}

/**
 * A project root holding the fixture pages in content/landing-pages/ and, for the entries they
 * name, this repository's feature cards, FAQ and (empty) stories folders.
 */
export function rootWithFixtureLandingPages(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'landing-pages-'));
  for (const folder of ['content/feature-cards', 'content/faq', 'content/stories'])
    cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  mkdirSync(path.join(root, 'content/landing-pages'), { recursive: true });
  for (const slug of [INDEXED_SLUG, NOINDEX_SLUG])
    cpSync(path.join(LANDING_FIXTURES, `${slug}.json`), path.join(root, 'content/landing-pages', `${slug}.json`));
  return root;
}
