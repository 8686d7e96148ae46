/**
 * The quotation PDF (docs/decisions.md "Prices"), read back as a person copies its text (unpdf):
 * in the lead's language it holds the title, reference, dates, every line and total, the
 * assumptions, whether VAT is in the prices and the indicative sentence; its figures are the
 * answer's `estimate`; nothing the requester typed reaches it but the given name and the club's
 * name and city that pass "your club"'s rule; and one lead's PDF is the same bytes every time.
 */
import { describe, expect, it } from 'vitest';
import { quotationAttachment } from '@/lib/delivery/quotation-attachment';
import type { StoredLead } from '@/lib/delivery/stored-lead';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { formatMoney } from '@/lib/quotation/money';
import { assumptionText, lineLabel, quotationDate } from '@/lib/quotation/quotation-copy';
import { pdfFontNames, readPdf, readPdfExactly } from '../../helpers/pdf-text';
import { sampleLead } from '@/lib/delivery/email-samples';
import { SITE } from '@/lib/site/site-content';

const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;
/** The PDF's text has each run of white space (no-break spaces in amounts included) as one space. */
const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Requester text that must not reach the PDF (the club's name and city fail "your club"'s rule here). */
const PLANTED = {
  clubName: 'Planted Club www.zqxv.example',
  budget: 'Planted budget 9999 EUR',
  additionalInfo: 'Planted note: click http://evil.example/prize',
  country: 'Plantedland',
  clubLocation: 'Plantedtown +1 800 555 0199',
  currentSystem: 'Planted system',
};

function quoteLead(locale: Locale, payload: Record<string, unknown> = {}): StoredLead {
  return sampleLead(quote, { locale, payload: { name: 'Lucía Fernández', ...PLANTED, ...payload } });
}

async function pdfOf(lead: StoredLead) {
  const attachment = await quotationAttachment(lead);
  return { ...attachment!, text: (await readPdf(attachment!.content)).text };
}

/** An estimate's amount ("494.00") in minor units: the decimal text read without a float. */
const minorOf = (amount: string, digits: number) => {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
};

describe.each(['es', 'de'] as const)('the quotation PDF in %s', (locale) => {
  const t = translatorFor(locale);

  it('holds the title, reference, dates, every line, the totals, the assumptions and the indicative sentence', async () => {
    const lead = quoteLead(locale);
    const quotation = lead.quotation!;
    const { text, filename } = await pdfOf(lead);
    const money = (minor: number) => oneSpaced(formatMoney(minor, quotation, locale));
    expect(filename).toBe(`courtside-${t('quotation.pdf.fileName')}-${lead.reference}.pdf`);
    expect(text).toContain(t('quotation.pdf.title'));
    expect(text).toContain(`${t('quotation.pdf.reference')} ${lead.reference}`);
    expect(text).toContain(`${t('quotation.pdf.date')} ${oneSpaced(quotationDate(quotation.issuedOn, locale))}`);
    expect(text).toContain(`${t('quotation.pdf.validUntil')} ${oneSpaced(quotationDate(quotation.validUntil, locale))}`);
    for (const line of quotation.lines) {
      const label = oneSpaced(lineLabel(line, t));
      if (line.unit === 0) expect(text).toContain(`${label} ${t('quotation.lines.included')}`);
      else expect(text).toContain(`${label} ${line.quantity} ${money(line.unit)} ${money(line.amount)}`);
    }
    expect(text).toContain(
      `${t('quotation.pdf.yearlyDiscount', { percent: quotation.yearlyTermDiscountPercent })} ${money(-quotation.yearlyDiscount)}`,
    );
    expect(quotation.assumptions).not.toEqual([]);
    expect(text).toContain(t('quotation.pdf.assumptionsTitle'));
    for (const assumption of quotation.assumptions) expect(text).toContain(oneSpaced(assumptionText(assumption, t)));
    expect(text).toContain(t('quotation.pdf.indicative'));
  });

  it("shows the answer's estimate: the same monthly, set-up and first-year figures, and the date it holds until", async () => {
    const lead = quoteLead(locale);
    const quotation = lead.quotation!;
    const estimate = estimateOf(quotation, locale);
    const { text } = await pdfOf(lead);
    const figure = (amount: string) => oneSpaced(formatMoney(minorOf(amount, quotation.minorDigits), quotation, locale));
    const from = (amount: string) => (estimate.from ? t('quotation.fromAmount', { amount: figure(amount) }) : figure(amount));
    expect(text).toContain(`${t('quotation.pdf.monthlyTotal')} ${from(estimate.monthly)}`);
    expect(text).toContain(`${t('quotation.pdf.setUpTotal')} ${figure(estimate.setUp)}`);
    expect(text).toContain(`${t('quotation.pdf.firstYear')} ${from(estimate.firstYear)}`);
    expect(text).toContain(oneSpaced(quotationDate(estimate.validUntil, locale)));
  });

  it('names the person by the given name alone and carries nothing else they typed', async () => {
    const { text } = await pdfOf(quoteLead(locale));
    expect(text).toContain(t('quotation.pdf.preparedFor', { name: 'Lucía' }));
    expect(text).not.toContain('Fernández');
    for (const planted of ['Planted', 'planted', 'Zqxv', 'zqxv', 'evil.example', '9999', '555']) expect(text).not.toContain(planted);
  });

  it.each([
    ['a link first', 'http://evil.example Ana', undefined],
    ['a word, then a link', 'click http://evil.example', 'click'],
    ['a name its fonts cannot write', 'Анна Петрова', undefined],
  ])('keeps a name with %s out, or all but its given name', async (_, name, greeted) => {
    const { text } = await pdfOf(quoteLead(locale, { name }));
    expect(text).not.toContain('evil.example');
    const preparedFor = t('quotation.pdf.preparedFor', { name: '' }).trim();
    if (greeted) expect(text).toContain(t('quotation.pdf.preparedFor', { name: greeted }));
    else expect(text).not.toContain(preparedFor);
  });

  it('is the same bytes every time it is made for one lead', async () => {
    const lead = quoteLead(locale);
    const first = await quotationAttachment(lead);
    const second = await quotationAttachment(structuredClone(lead));
    expect(first!.content.length).toBeGreaterThan(1000);
    expect(first!.content.equals(second!.content)).toBe(true);
  });
});

describe('the quotation PDF in every language', () => {
  it.each(LOCALES)('%s: writes its letters and amounts (é, ç, ü, ß, ã, €, French spaces)', async (locale) => {
    const t = translatorFor(locale);
    const lead = quoteLead(locale, { numberOfLocations: 1200, features: undefined, numberOfCourts: undefined });
    const quotation = lead.quotation!;
    const { text } = await pdfOf(lead);
    for (const line of quotation.lines) expect(text).toContain(oneSpaced(lineLabel(line, t)));
    for (const assumption of quotation.assumptions) expect(text).toContain(oneSpaced(assumptionText(assumption, t)));
    // 1,200 locations make four-digit and larger amounts, which French groups with U+202F.
    expect(text).toContain(oneSpaced(formatMoney(quotation.lines[0]!.amount, quotation, locale)));
    expect(text).toContain(oneSpaced(t('quotation.pdf.indicative')));
    expect(text).toContain(oneSpaced(t('quotation.pdf.assumptionsTitle')));
  });
});

describe('the quotation PDF is set in the brand\u2019s typeface', () => {
  it.each(LOCALES)('%s: embeds Noto Sans, regular and bold, as subsets, and names no other font (no Helvetica)', async (locale) => {
    const { content } = await pdfOf(quoteLead(locale));
    expect(pdfFontNames(content)).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+NotoSans-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSans-Regular$/),
    ]);
    // The glyphs it draws, not the font's thousand: a page stays a small attachment.
    expect(content.length).toBeLessThan(40_000);
  });

  it("fr: the copy's and the amounts' narrow no-break spaces are written as spaces the fonts have, every letter drawn", async () => {
    const lead = quoteLead('fr', { numberOfLocations: 1200 });
    const t = translatorFor('fr');
    const { content } = await pdfOf(lead);
    // As a reader copies it: PDF.js gives a no-break space as a space.
    const text = await readPdfExactly(content);
    const spaced = (copy: string) => copy.replace(/[\u202f\u00a0]/g, ' ');
    const amount = formatMoney(lead.quotation!.lines[0]!.amount, lead.quotation!, 'fr');
    expect(amount).toContain('\u202f');
    expect(text).toContain(spaced(amount));
    expect(t('quotation.pdf.indicative')).toMatch(/\u202f:/);
    expect(text).toContain(spaced(t('quotation.pdf.indicative')));
    // Nothing drawn as a missing glyph, nor by a font other than Noto Sans.
    expect(text).not.toMatch(/[\u202f\ufffd]/);
    expect(pdfFontNames(content).every((name) => name.includes('+NotoSans-'))).toBe(true);
  });

  it('de: writes ß and ü, and a club name in Latin Extended or Vietnamese letters that Helvetica could not', async () => {
    const t = translatorFor('de');
    for (const clubName of ['TC Rot-Weiß Grün Köln', 'Łódź Żagiel Tenis', 'CLB Quần vợt Hà Nội']) {
      const { content, text } = await pdfOf(quoteLead('de', { clubName, clubLocation: undefined }));
      expect(text).toContain(t('quotation.pdf.preparedForClub', { name: 'Lucía', club: clubName }));
      expect(
        pdfFontNames(content).every((name) => name.includes('+NotoSans-')),
        clubName,
      ).toBe(true);
    }
    expect((await pdfOf(quoteLead('de'))).text).toContain(t('quotation.pdf.validUntil'));
  });
});

/** How each language says the prices leave VAT out (issue 47: "Is that with VAT? No price says."). */
const EXCLUDING_VAT = { en: 'excl. VAT', es: 'IVA no incluido', pt: 'IVA não incluído', fr: 'HT', de: 'zzgl. MwSt.' } as const;

describe.each(LOCALES)('the quotation PDF in %s says who it is for and what the price is made of', (locale) => {
  const t = translatorFor(locale);

  it('says the prices leave VAT out, as the price list does, in the words of the language', async () => {
    const lead = quoteLead(locale);
    expect(lead.quotation!.vat).toBe('excluded');
    const { text } = await pdfOf(lead);
    expect(t('quotation.vat.excluded')).toBe(EXCLUDING_VAT[locale]);
    expect(text).toContain(oneSpaced(t('quotation.vatNote', { vat: EXCLUDING_VAT[locale] })));
  });

  it('names the club and its city beside the given name, and the club alone without one', async () => {
    const club = { clubName: 'Padel Norte', clubLocation: 'Madrid' };
    const named = t('quotation.pdf.clubWithCity', { club: 'Padel Norte', city: 'Madrid' });
    const { text } = await pdfOf(quoteLead(locale, club));
    expect(text).toContain(t('quotation.pdf.preparedForClub', { name: 'Lucía', club: named }));
    const anonymous = await pdfOf(quoteLead(locale, { ...club, name: 'https://evil.example' }));
    expect(anonymous.text).toContain(t('quotation.pdf.preparedFor', { name: named }));
    const cityless = await pdfOf(quoteLead(locale, { ...club, clubLocation: undefined }));
    expect(cityless.text).toContain(t('quotation.pdf.preparedForClub', { name: 'Lucía', club: 'Padel Norte' }));
  });

  it.each([
    ['a link', 'padelnorte.example'],
    ['a phone number', 'Call 0034 612 345 678'],
    ['mixed scripts', 'P\u0430del Norte'],
  ])('leaves out a club name with %s, as "your club" does, and says the rest', async (_, clubName) => {
    const { text } = await pdfOf(quoteLead(locale, { clubName, clubLocation: undefined }));
    // The same text as a quotation for no club at all: the name is left out, not echoed.
    const clubless = await pdfOf(quoteLead(locale, { clubName: undefined, clubLocation: undefined }));
    expect(text).toBe(clubless.text);
    expect(text).toContain(t('quotation.pdf.preparedFor', { name: 'Lucía' }));
  });

  // "Your club" also refuses the site's own names, and so does mail: one rule (lib/abuse/shown-club-name.ts).
  it.each([`${SITE.productName} Support`, `Club ${SITE.productName.toUpperCase()}-Team e.V.`])(
    'leaves out a club name carrying the site\'s own name, as "your club" does: %j',
    async (clubName) => {
      const { text } = await pdfOf(quoteLead(locale, { clubName, clubLocation: undefined }));
      const clubless = await pdfOf(quoteLead(locale, { clubName: undefined, clubLocation: undefined }));
      expect(text).toBe(clubless.text);
      expect(text).toContain(t('quotation.pdf.preparedFor', { name: 'Lucía' }));
    },
  );

  it.each(['TC Rot-Weiß Köln', "L'Escale Padel & Tennis", 'TC Blau Weiss 1899 e.V.'])(
    'names %j as typed, with the punctuation club names use (issue 47)',
    async (clubName) => {
      const { text } = await pdfOf(quoteLead(locale, { clubName, clubLocation: undefined }));
      expect(oneSpaced(text)).toContain(oneSpaced(t('quotation.pdf.preparedForClub', { name: 'Lucía', club: clubName })));
    },
  );

  it('writes a name typed with the Unicode hyphen (U+2010), which its fonts lack, with the hyphen they have', async () => {
    const { text } = await pdfOf(quoteLead(locale, { clubName: 'TC Rot\u2010Weiß Köln', clubLocation: undefined }));
    expect(oneSpaced(text)).toContain(oneSpaced(t('quotation.pdf.preparedForClub', { name: 'Lucía', club: 'TC Rot-Weiß Köln' })));
  });

  it("prices the exact number of courts, at its band's rate, with no assumption about them", async () => {
    const lead = quoteLead(locale, { numberOfCourts: '9-15', courtCount: 12 });
    const quotation = lead.quotation!;
    const courts = quotation.lines.find((line) => line.kind === 'courts')!;
    expect([courts.quantity, courts.band]).toEqual([12, '9-15']);
    expect(quotation.assumptions.filter((assumption) => assumption.field === 'numberOfCourts')).toEqual([]);
    const money = (minor: number) => oneSpaced(formatMoney(minor, quotation, locale));
    const { text } = await pdfOf(lead);
    expect(text).toContain(`${oneSpaced(lineLabel(courts, t))} 12 ${money(courts.unit)} ${money(courts.amount)}`);
  });

  it('leaves out the branded app when the person did, and says so', async () => {
    const lead = quoteLead(locale, { brandedApp: false });
    expect(lead.quotation!.lines.map((line) => line.kind)).not.toContain('brandedApp');
    const { text } = await pdfOf(lead);
    expect(text).not.toContain(oneSpaced(t('quotation.lines.brandedAppSetUp')));
    expect(text).toContain(oneSpaced(t('quotation.leftOut.brandedApp')));
  });
});

describe('a lead without a quotation', () => {
  it('has no quotation PDF', async () => {
    expect(await quotationAttachment({ ...quoteLead('es'), quotation: null })).toBeUndefined();
  });
});
