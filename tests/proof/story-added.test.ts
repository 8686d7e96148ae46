/**
 * The proof of CONTENT.md "Customer stories": a copy of the repository gets one story the way a
 * marketer adds it, its file in content/stories/ and its photo in public/stories/ and nothing else
 * (no index, no code), and is built as deployed. The home page then shows it in each language,
 * before the onboarding section, and the photo is served by the image optimizer.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server';
import { servedCopyWithContent, type ServedCopy } from '../helpers/served-app-copy';
import { FIXTURE_SLUG, fixtureStory } from '../helpers/story-fixture';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/stories');
const SITE_URL = 'http://127.0.0.1:3210';

describe('a story added as CONTENT.md says', () => {
  let copy: ServedCopy;
  let server: TestServer;

  beforeAll(async () => {
    copy = await servedCopyWithContent(SITE_URL, async (root) => {
      await mkdir(path.join(root, 'public/stories'), { recursive: true });
      await copyFile(path.join(FIXTURES, `${FIXTURE_SLUG}.json`), path.join(root, 'content/stories', `${FIXTURE_SLUG}.json`));
      await copyFile(path.join(FIXTURES, 'photos', `${FIXTURE_SLUG}.jpg`), path.join(root, 'public/stories', `${FIXTURE_SLUG}.jpg`));
    });
    server = copy.server;
  }, 900_000);

  afterAll(() => copy?.remove());

  it('is on the home page in each language, between the white-label and onboarding sections', async () => {
    const story = fixtureStory();
    for (const locale of ['en', 'es', 'de'] as const) {
      const home = await (await fetch(`${server.url}/${locale}`)).text();
      const stories = home.indexOf('<h2 id="stories">');
      expect(stories, locale).toBeGreaterThan(home.indexOf('id="white-label"'));
      expect(stories, locale).toBeLessThan(home.indexOf('id="onboarding"'));
      expect(home).toContain(`<blockquote><p>${story.quote[locale]}</p></blockquote>`);
      expect(home).toContain(`alt="${story.photo.alt[locale]}"`);
    }
  });

  it('has its photo served by the image optimizer, resized', async () => {
    const home = await (await fetch(`${server.url}/en`)).text();
    const source = home
      .match(/<img [^>]*class="story-photo"[^>]*>/)?.[0]
      .match(/ src="([^"]+)"/)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(source).toMatch(/^\/_next\/image\?url=%2Fstories%2F/);
    const photo = await fetch(`${server.url}${source}`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
  });
});
