/**
 * What a quote's confirmation tells the person of their request (docs/decisions.md "Confirmations
 * repeat no free text"): the club's name and city when they pass the rule "Your club in Courtside"
 * draws a name by, the counts the price was made from (locations, exact courts) within their bounds,
 * the labels of the choices, and whether the prices include VAT; a club name that fails the rule is
 * left out, never echoed, as a name that fails the greeting's rule is.
 */
import { describe, expect, it } from 'vitest';
import { composeConfirmation } from '@/lib/delivery/compose-emails';
import { sampleLead } from '@/lib/delivery/email-samples';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { quotationFigures } from '@/lib/quotation/quotation-copy';
import { SITE } from '@/lib/site/site-content';
import pricingJson from '@/content/pricing.json';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';

const quote = getOperation('submitQuoteRequest');
const FROM = 'Courtside <hello@courtside.example>';
/** How each language says the prices leave VAT out. */
const EXCLUDING_VAT = { en: 'excl. VAT', es: 'IVA no incluido', pt: 'IVA não incluído', fr: 'HT', de: 'zzgl. MwSt.' } as const;

describe.each(LOCALES)('the confirmation of a quote request in %s', (locale) => {
  const t = translatorFor(locale);
  const line = (field: string, value: string) => `${t(`fields.${field}` as 'fields.clubName')}\n\n${value}`;
  const confirmation = (payload: Record<string, unknown>) => composeConfirmation(sampleLead(quote, { locale, payload }), FROM);

  it('names the club, its city and every answer the price was made from', async () => {
    const email = await confirmation({
      clubName: 'Padel Norte',
      clubLocation: 'Madrid',
      numberOfLocations: 2,
      numberOfCourts: '9-15',
      courtCount: 12,
      features: ['payments'],
      brandedApp: false,
    });
    for (const expected of [
      line('clubName', 'Padel Norte'),
      line('clubLocation', 'Madrid'),
      line('numberOfLocations', '2'),
      line('courtCount', '12'),
      line('features', t('values.features.payments')),
      line('brandedApp', t('values.no')),
    ]) {
      expect(email.text).toContain(expected);
    }
    // The exact count says more than its band, which is not repeated beside it.
    expect(email.text).not.toContain(`\n${t('fields.numberOfCourts')}\n\n`);
    expect(email.html).toContain('Padel Norte');
  });

  it('does not say "Branded member app: No" beside a quotation that includes it, as a price list with the app always in does', async () => {
    const payload = { brandedApp: false };
    const lead = sampleLead(quote, { locale, payload });
    const always = loadPriceList({ ...pricingJson, brandedApp: 'always' });
    const quotation = calculateQuotation(quoteAnswersOf(lead.payload), always, new Date('2026-11-20T10:00:00Z'));
    expect(quotation.leftOut).toEqual([]);
    const email = await composeConfirmation({ ...lead, quotation }, FROM);
    expect(email.text).not.toContain(`${t('fields.brandedApp')}\n\n`);
    // Where the list lets her leave it out, her answer is the price's, and is said.
    expect((await confirmation(payload)).text).toContain(line('brandedApp', t('values.no')));
    // Without prices, it is what the club wants, and is said.
    expect((await composeConfirmation({ ...lead, quotation: null }, FROM)).text).toContain(line('brandedApp', t('values.no')));
  });

  it.each([
    ['a link', 'Padel Norte www.prize.example', 'prize'],
    ['a phone number', 'Call 0034 612 345 678', '612'],
    ['mixed scripts', 'P\u0430del Norte', 'P\u0430del'],
  ])('leaves out a club name with %s, as "your club" does', async (_, clubName, planted) => {
    const email = await confirmation({ clubName, clubLocation: 'Madrid' });
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain(planted);
    expect(email.text).not.toContain(`${t('fields.clubName')}\n\n`);
    expect(email.text).toContain(line('clubLocation', 'Madrid'));
  });

  // One rule for a club's name wherever it is shown, the site's own name refused (lib/abuse/shown-club-name.ts).
  it('leaves out a club name carrying the site\'s own name, as "your club" does', async () => {
    const clubName = `${SITE.productName} Support`;
    const email = await confirmation({ clubName, clubLocation: 'Madrid' });
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain(clubName);
    expect(email.text).not.toContain(`${t('fields.clubName')}\n\n`);
    expect(email.text).toContain(line('clubLocation', 'Madrid'));
  });

  it.each(['TC Rot-Weiß Köln', "L'Escale Padel & Tennis", 'TC Blau Weiss 1899 e.V.'])(
    'names %j as typed, with the punctuation club names use (issue 47)',
    async (clubName) => {
      const email = await confirmation({ clubName, clubLocation: 'Köln' });
      expect(email.text).toContain(line('clubName', clubName));
      expect(email.text).toContain(line('clubLocation', 'Köln'));
    },
  );

  it('leaves out a count past its bounds, as a stored lead could hold one', async () => {
    const email = await confirmation({ numberOfLocations: 18_005_550_199, courtCount: 18_005_550_199 });
    expect(email.text.replace(/\D/g, '')).not.toContain('18005550199');
    expect(email.text).not.toContain(`${t('fields.courtCount')}\n\n`);
  });

  it("says the quotation's figures leave VAT out, in the words of the language", async () => {
    const lead = sampleLead(quote, { locale });
    const email = await composeConfirmation(lead, FROM);
    const figures = quotationFigures(lead.quotation!, locale);
    expect(figures.vat).toBe(EXCLUDING_VAT[locale]);
    expect(email.text).toContain(t('quotation.email', figures));
  });
});
