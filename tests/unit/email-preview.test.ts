/** `npm run email:dev` serves every template for every operation and locale. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { createPreviewServer } from '../../scripts/email-preview';

describe('the email preview server', () => {
  const server = createPreviewServer();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('links every template, operation and locale, and renders each', async () => {
    const index = await (await fetch(base)).text();
    for (const template of ['confirmation', 'team-notification']) {
      for (const operation of operations) {
        for (const locale of LOCALES) {
          const path = `/${template}/${operation.id}/${locale}`;
          expect(index).toContain(`href="${path}"`);
          const page = await fetch(base + path);
          expect(page.status).toBe(200);
          expect(await page.text()).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
        }
      }
    }
    expect((await fetch(`${base}/confirmation/nope/en`)).status).toBe(404);
  });
});
