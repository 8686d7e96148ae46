/**
 * The product, shown, in real Chromium WITHOUT JavaScript: the Spanish home draws the member app in
 * the hero, the club's website beside "your brand", the owner's dashboard and each feature card's screen beside it, each
 * an image named in Spanish for the sample club; beside the text on a desktop, below it on a phone;
 * nothing wider than a 320-pixel phone; and no serious accessibility violation (axe-core runs with
 * JavaScript: it is a script in the page).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FeatureCard } from '@/lib/feature-cards/feature-card-collection';
import { ownerFigures, sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { seriousViolations } from './support/axe';
import { translatorFor } from './support/messages';

type FeatureCardFile = Omit<FeatureCard, 'slug'>;

test.use({ javaScriptEnabled: false });

// Playwright's loader cannot import JSON (support/messages.ts): the content files, read.
const CONTENT = path.resolve(import.meta.dirname, '../../content');
const club: string = JSON.parse(readFileSync(path.join(CONTENT, 'site.json'), 'utf8')).sampleClubName;
const cards = readdirSync(path.join(CONTENT, 'feature-cards'))
  .map((name) => JSON.parse(readFileSync(path.join(CONTENT, 'feature-cards', name), 'utf8')) as FeatureCardFile)
  .sort((a, b) => a.order - b.order);

/** What each screen is called in Spanish, as the page should name it. */
function spanishLabels(): Record<string, string> {
  const t = translatorFor('es');
  const f = sampleFormats('es');
  const court = t('productScreens.memberApp.court', { number: String(SAMPLE.chosen.court) });
  return {
    'member-app': t('productScreens.memberApp.label', { club, day: f.day, court, time: f.time(SAMPLE.chosen.hour) }),
    'club-website': t('productScreens.clubWebsite.label', { club }),
    'front-desk': t('productScreens.frontDesk.label', { club, courts: String(SAMPLE.courts), day: f.day }),
    'owner-dashboard': t('productScreens.ownerDashboard.label', {
      club,
      month: f.month,
      occupancy: f.percent(ownerFigures().occupancy),
      revenue: f.wholeMoney(ownerFigures().revenue),
      noShows: String(ownerFigures().noShows),
    }),
    payment: t('productScreens.payment.label', {
      club,
      court,
      minutes: f.minutes(SAMPLE.minutes),
      players: String(SAMPLE.players),
      amount: f.money(SAMPLE.courtPrice / SAMPLE.players),
    }),
  };
}

test('the Spanish home shows the product’s screens, each named in Spanish, without JavaScript', async ({ page }) => {
  await page.goto('/es');
  const labels = spanishLabels();
  const expected = [
    'member-app',
    'club-website',
    'owner-dashboard',
    ...cards.filter((card) => card.screen !== 'none').map((card) => card.screen),
  ];
  const screens = page.locator('svg.product-screen[role="img"]');
  await expect(screens).toHaveCount(expected.length);
  const named = await screens.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));
  expect(named.sort()).toEqual(expected.map((screen) => labels[screen]).sort());
  for (const name of expected) await expect(page.getByRole('img', { name: labels[name], exact: true }).first()).toBeVisible();
  // The English of a screen is nowhere on the page.
  const english = translatorFor('en');
  await expect(page.locator('body')).not.toContainText(english('productScreens.memberApp.book'));
  await expect(page.locator('body')).not.toContainText(english('productScreens.clubWebsite.bookCourt'));
  // Every card, in its order, in Spanish.
  await expect(page.locator('section[aria-labelledby="features"] h3')).toHaveText(
    [...cards.filter((card) => card.screen !== 'none'), ...cards.filter((card) => card.screen === 'none')].map((card) => card.title.es),
  );
});

test('the hero’s screen stands beside the text on a desktop and below it on a phone, and nothing overflows 320 pixels', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/es');
  const heading = (await page.locator('.hero h1').boundingBox())!;
  let screen = (await page.locator('.hero svg.product-screen').boundingBox())!;
  expect(screen.x).toBeGreaterThan(heading.x + heading.width - 1);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/es');
  const text = (await page.locator('.hero .actions').boundingBox())!;
  screen = (await page.locator('.hero svg.product-screen').boundingBox())!;
  expect(screen.y).toBeGreaterThan(text.y + text.height - 1);
  expect(screen.x + screen.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('with JavaScript, which axe-core needs to run in the page (the markup is the same prerendered page)', () => {
  test.use({ javaScriptEnabled: true });

  test('the Spanish home with its screens has no serious accessibility violation', async ({ page }) => {
    await page.goto('/es');
    await expect(page.locator('svg.product-screen')).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
