/**
 * A customer story for tests (tests/fixtures/stories/): the shipped site has none, so the tests that
 * show one bring their own, with its photo.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/stories');
export const FIXTURE_SLUG = 'club-de-padel-ejemplo';

/** The fixture story's file contents, fresh each call (tests change fields). */
export function fixtureStory(): Record<string, any> {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${FIXTURE_SLUG}.json`), 'utf8'));
}

/** A project root holding the fixture story in content/stories/ and its photo in public/stories/. */
export function rootWithFixtureStory(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'stories-'));
  mkdirSync(path.join(root, 'content/stories'), { recursive: true });
  mkdirSync(path.join(root, 'public/stories'), { recursive: true });
  cpSync(path.join(FIXTURES, `${FIXTURE_SLUG}.json`), path.join(root, 'content/stories', `${FIXTURE_SLUG}.json`));
  cpSync(path.join(FIXTURES, 'photos', `${FIXTURE_SLUG}.jpg`), path.join(root, 'public/stories', `${FIXTURE_SLUG}.jpg`));
  return root;
}
