/**
 * The home page's customer stories, in real Chromium against the build: exactly the stories of
 * content/stories/ as built. The repository ships none, so the shipped home has no stories section
 * at all (no heading, no empty list); a build with a story (tests/fixtures/stories/ copied into
 * content/stories/ and public/stories/ for a scratch build) shows it in each language, its photo
 * served by the image optimizer under the pages' CSP without a violation, and axe finds nothing
 * serious.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Story } from '@/lib/stories/story-collection';

type StoryFile = Omit<Story, 'slug'>;
import { seriousViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { translatorFor } from './support/messages';

// Playwright's loader cannot import JSON (support/messages.ts): the story files, read.
const FOLDER = path.resolve(import.meta.dirname, '../../content/stories');
const stories = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(FOLDER, name), 'utf8')) as StoryFile)
  .sort((a, b) => a.order - b.order);

for (const locale of ['en', 'es'] as const) {
  test(`the ${locale} home shows the stories section exactly when content/stories/ has stories (${stories.length})`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(`/${locale}`);
    const t = translatorFor(locale);
    // The page is the home page, whole: the section after which the stories would stand is there.
    await expect(page.getByRole('heading', { level: 2, name: t('product.onboardingTitle') })).toBeVisible();
    const heading = page.locator('h2#stories');
    if (!stories.length) {
      await expect(heading).toHaveCount(0);
      await expect(page.locator('.stories, .story-list, .story')).toHaveCount(0);
      return;
    }
    await expect(heading).toBeVisible();
    await expect(page.locator('.story blockquote')).toHaveText(stories.map((story) => story.quote[locale]));
    await expect(page.locator('.story figcaption cite')).toHaveText(stories.map((story) => story.person.name));
    const photos = page.locator('img.story-photo');
    await expect(photos).toHaveCount(stories.length);
    for (const [index, story] of stories.entries()) {
      const photo = photos.nth(index);
      await expect(photo).toHaveAttribute('alt', story.photo.alt[locale]);
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/_next/image?url=%2Fstories%2F');
    }
    expect(violations).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
