/**
 * The pricing page as built (components/pricing/pricing-page.tsx): with prices, every figure of the
 * price list in the page's language and the estimate's form; with PRICING=off (read when the page
 * is built), that prices are given on request and a link to the quote form, with no figure at all.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { translatorFor } from '@/lib/i18n/messages';
import { formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';

const prices = loadPriceList(pricingJson);

async function renderedPage(locale: 'fr' | 'en', pricing: 'on' | 'off') {
  vi.resetModules();
  vi.stubEnv('PRICING', pricing);
  const { PricingPage } = await import('@/components/pricing/pricing-page');
  return renderToStaticMarkup(createElement(PricingPage, { locale })).replace(/<[^>]+>/g, ' ');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the pricing page', () => {
  it('writes the price list’s figures as French writes money', async () => {
    const text = await renderedPage('fr', 'on');
    for (const minor of [
      prices.platformPerLocation,
      prices.perCourt['16+'],
      prices.modules.pos,
      prices.brandedAppSetUp,
      prices.onboarding,
    ]) {
      expect(text).toContain(formatMoney(minor, prices, 'fr'));
    }
    expect(text).toContain(translatorFor('fr')('pricing.submit'));
  });

  it('says the prices leave VAT out, asks the exact number of courts, and lets the branded app be left out', async () => {
    vi.resetModules();
    vi.stubEnv('PRICING', 'on');
    const { PricingPage } = await import('@/components/pricing/pricing-page');
    const html = renderToStaticMarkup(createElement(PricingPage, { locale: 'de' }));
    const t = translatorFor('de');
    expect(html).toContain(t('quotation.vatNote', { vat: 'zzgl. MwSt.' }));
    expect(html).toContain(t('pricing.brandedAppOptional'));
    expect(html).toMatch(/<input id="estimate-courtCount" type="number"/);
    expect(html).not.toMatch(/name="numberOfCourts"/);
    expect(html).toMatch(/<input type="radio" name="brandedApp" value="false"/);
  });

  it('says prices are given on request, with no figure, with PRICING=off', async () => {
    const text = await renderedPage('en', 'off');
    expect(text).toContain(translatorFor('en')('pricing.onRequest'));
    expect(text).not.toContain('€');
    expect(text).not.toContain(formatMoney(prices.platformPerLocation, prices, 'en'));
  });
});
