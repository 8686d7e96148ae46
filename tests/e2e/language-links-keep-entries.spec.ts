/**
 * The language links keep what the visitor entered (lib/language-links/carried-query.ts): on "your club"
 * and the estimate, whose answers are in the address, the footer's link to another language leads to
 * the same page with the same answers, in the server's HTML (without JavaScript) and as "your club"'s
 * live script changes the address (with it); only the parameters the page reads are carried, and every
 * other page's links carry no query.
 */
import { expect, test, type Page } from '@playwright/test';
import { translatorFor } from './support/messages';

const CLUB = '/fr/your-club?name=TC%20Rot%20Koeln&colour=%23f5e663&sports=padel';
const CLUB_QUERY = '?name=TC+Rot+Koeln&colour=%23f5e663&sports=padel';
const ESTIMATE = '/fr/pricing/estimate?courtCount=12&numberOfLocations=2&features=pos&brandedApp=false&clubName=TC+Rot+Koeln&sports=padel';

const languageLink = (page: Page, locale: string) => page.locator(`footer a[hreflang="${locale}"]`);

/** The German "your club" shows the club's name in its field and its drawing, and the colour in its input. */
async function expectGermanClub(page: Page, name: string, colour: string) {
  await expect(page).toHaveURL(/\/de\/your-club\?/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText(translatorFor('de')('yourClub.title', { product: 'Courtside' }));
  await expect(page.locator('#your-club-name')).toHaveValue(name);
  await expect(page.locator('#your-club-colour')).toHaveValue(colour);
  await expect(page.locator('#your-club-drawings text').filter({ hasText: name }).first()).toBeAttached();
  await expect(page.locator('input[name="sports"][value="padel"]')).toBeChecked();
  await expect(page.locator('input[name="sports"][value="tennis"]')).not.toBeChecked();
}

/** The German estimate has the answers in its form and the club's name in its quote form. */
async function expectGermanEstimate(page: Page) {
  await expect(page).toHaveURL(/\/de\/pricing\/estimate\?/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const answers = page.locator('form.estimate-form');
  await expect(answers.locator('input[name="courtCount"]')).toHaveValue('12');
  await expect(answers.locator('input[name="numberOfLocations"]')).toHaveValue('2');
  await expect(answers.locator('input[name="features"][value="pos"]')).toBeChecked();
  await expect(answers.locator('input[name="features"][value="payments"]')).not.toBeChecked();
  await expect(answers.locator('input[name="brandedApp"][value="false"]')).toBeChecked();
  await expect(page.locator('form.lead-form input[name="clubName"]')).toHaveValue('TC Rot Koeln');
}

test.describe('with JavaScript', () => {
  test('"your club": the German link keeps the name, the colour and the sports', async ({ page }) => {
    await page.goto(CLUB);
    await expect(languageLink(page, 'de')).toHaveAttribute('href', `/de/your-club${CLUB_QUERY}`);
    await languageLink(page, 'de').click();
    await expectGermanClub(page, 'TC Rot Koeln', '#f5e663');
  });

  test('"your club": the links follow the answers as the live script changes the address', async ({ page }) => {
    await page.goto(CLUB);
    await page.locator('#your-club-name').fill('TC Blau Berlin');
    await page.locator('#your-club-colour').fill('#003399');
    await expect(page).toHaveURL(/name=TC\+Blau\+Berlin&colour=%23003399/);
    await expect(languageLink(page, 'de')).toHaveAttribute(
      'href',
      /^\/de\/your-club\?name=TC\+Blau\+Berlin&colour=%23003399&sports=padel$/,
    );
    await expect(languageLink(page, 'en')).toHaveAttribute('href', /^\/en\/your-club\?name=TC\+Blau\+Berlin&/);
    await languageLink(page, 'de').click();
    await expectGermanClub(page, 'TC Blau Berlin', '#003399');
  });

  test('the estimate: the German link keeps the answers and the club', async ({ page }) => {
    await page.goto(ESTIMATE);
    await languageLink(page, 'de').click();
    await expectGermanEstimate(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s links keep the answers of "your club" and the estimate', async ({ page }) => {
    await page.goto(CLUB);
    await expect(languageLink(page, 'de')).toHaveAttribute('href', `/de/your-club${CLUB_QUERY}`);
    await expect(languageLink(page, 'fr')).toHaveAttribute('href', `/fr/your-club${CLUB_QUERY}`);
    await languageLink(page, 'de').click();
    await expectGermanClub(page, 'TC Rot Koeln', '#f5e663');

    await page.goto(ESTIMATE);
    await languageLink(page, 'de').click();
    await expectGermanEstimate(page);
  });

  test('only the parameters a page reads are carried, and other pages carry none', async ({ page }) => {
    await page.goto('/fr/your-club?name=TC+Rot&utm_source=mail&evil=%3Cb%3E&colour=red&sports=padel&sports=chess');
    await expect(languageLink(page, 'de')).toHaveAttribute('href', '/de/your-club?name=TC+Rot');
    await page.goto('/fr/pricing/estimate?courtCount=12&courtCount=13&features=pos&utm_campaign=x');
    await expect(languageLink(page, 'de')).toHaveAttribute('href', '/de/pricing/estimate?features=pos');
    await page.goto('/fr/your-club');
    await expect(languageLink(page, 'de')).toHaveAttribute('href', '/de/your-club');
    for (const path of ['/fr/quote?name=TC+Rot&utm_source=mail', '/fr/pricing?courtCount=12', '/fr?name=TC+Rot']) {
      await page.goto(path);
      await expect(languageLink(page, 'de')).toHaveAttribute('href', new RegExp(`^/de${new URL(path, 'http://x').pathname.slice(3)}$`));
    }
  });
});
