import { chromium } from 'playwright-core';
import sharp from 'sharp';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ baseURL: 'http://127.0.0.1:3260' });
page.setDefaultTimeout(60000);
page.on('response', (r) => { if (r.url().includes('/api/')) console.log('response', r.status(), r.url(), new Date().toISOString()); });
await page.goto('/keystatic/collection/faq/create', { timeout: 240_000 });
await page.getByRole('textbox', { name: 'Name of this entry (its file)' }).fill('zz-probe');
await page.getByRole('textbox', { name: 'Place in the list' }).fill('5');
await page.getByRole('checkbox', { name: 'demo' }).check();
const L = ['English', 'Español', 'Português', 'Français', 'Deutsch'];
const box = (g: string, l: string) => page.getByRole('group', { name: g }).getByRole('textbox', { name: l, exact: true });
for (const l of L) {
  await box('Question', l).fill(`A question long enough in ${l}?`);
  await box('Answer', l).fill(`An answer that is long enough in ${l}.`);
  if (l !== 'Español') await box('What the picture shows (alt text)', l).fill(`A court at night, ${l}`);
}
const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#123d2e' } }).png().toBuffer();
const chooser = page.waitForEvent('filechooser');
await page.getByRole('button', { name: 'Choose file' }).click();
await (await chooser).setFiles({ name: 'floodlights.png', mimeType: 'image/png', buffer: picture });
console.log('--- create', new Date().toISOString());
await page.getByRole('button', { name: 'Create' }).click();
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(5000);
  const found = await page.getByText(/imageAlt\.es: missing/).count();
  console.log(i, found, await page.getByRole('alert').allInnerTexts());
  if (found) break;
}
await page.screenshot({ path: '/tmp/probe2.png' });
await browser.close();
