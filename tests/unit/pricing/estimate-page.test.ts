/**
 * The estimate page has one set of answers and one total (docs/decisions.md "One set of answers, one
 * total"): its answers are asked once, in its GET form; the quote form below carries them in
 * hidden inputs instead of asking again, so the request it sends is priced at the total the page
 * shows, whatever "Your club in Courtside" filled in besides. Rendered as the server renders it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { EstimatePage } from '@/components/pricing/estimate-page';
import { pricedOperation } from '@/components/pricing/estimate-form-copy';
import { withCourtBand } from '@/lib/operations/court-bands';
import { formFieldsOf } from '@/lib/operations/form-fields';
import { payloadFromFormData } from '@/lib/forms/payload-from-form-data';
import { translatorFor } from '@/lib/i18n/messages';
import { validateSubmission } from '@/lib/operations/validate';
import { estimateCopyOf } from '@/lib/pricing/estimate-copy';
import { parseEstimateQuery } from '@/lib/pricing/estimate-query';
import { estimateView } from '@/lib/pricing/estimate-view';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';
import { decodeEntities } from '../../helpers/form-post';

const prices = loadPriceList(pricingJson);

function render(query: string) {
  const parsed = parseEstimateQuery([...new URLSearchParams(query).entries()]);
  return renderToStaticMarkup(createElement(EstimatePage, { locale: 'fr', query: parsed }));
}

const formOf = (html: string, className: string) => new RegExp(`<form[^>]*class="${className}"[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
const inputsOf = (form: string) =>
  [...form.matchAll(/<input [^>]*>/g)].map(([input]) => ({
    type: /type="([^"]+)"/.exec(input)?.[1],
    name: /name="([^"]+)"/.exec(input)?.[1],
    value: decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? ''),
    checked: input.includes('checked=""'),
  }));

describe('the estimate page', () => {
  // Reached from "Your club in Courtside" with the club's name and sports, then 12 courts given.
  const query = 'courtCount=12&numberOfLocations=2&features=payments&brandedApp=false&clubName=Padel+Norte&sports=padel';
  const html = render(query);
  const answers = formOf(html, 'estimate-form');
  const quote = formOf(html, 'lead-form');

  it('asks the answers a price depends on once, above its total, and keeps what "your club" filled in', () => {
    expect(inputsOf(answers)).toEqual(
      expect.arrayContaining([
        { type: 'number', name: 'courtCount', value: '12', checked: false },
        { type: 'hidden', name: 'clubName', value: 'Padel Norte', checked: false },
        { type: 'hidden', name: 'sports', value: 'padel', checked: false },
        { type: 'radio', name: 'brandedApp', value: 'false', checked: true },
      ]),
    );
    // The quote form asks none of them: it carries the answers above, hidden.
    const priceFields = ['courtCount', 'numberOfCourts', 'numberOfLocations', 'features', 'brandedApp'];
    const carried = inputsOf(quote).filter((input) => priceFields.includes(input.name ?? ''));
    expect(carried).toEqual([
      { type: 'hidden', name: 'courtCount', value: '12', checked: false },
      { type: 'hidden', name: 'numberOfLocations', value: '2', checked: false },
      { type: 'hidden', name: 'features', value: 'payments', checked: false },
      { type: 'hidden', name: 'brandedApp', value: 'false', checked: false },
    ]);
    expect(quote).not.toMatch(/<select[^>]*name="numberOfCourts"/);
    expect(quote).toMatch(/name="clubName"[^>]*value="Padel Norte"|value="Padel Norte"[^>]*name="clubName"/);
  });

  it('sends, from its quote form, a request priced at the total the page shows', () => {
    const shown = estimateView(
      calculateQuotation(
        quoteAnswersOf({ courtCount: 12, numberOfLocations: 2, features: ['payments'], brandedApp: false }),
        prices,
        new Date(),
      ),
      estimateCopyOf('fr', prices.yearlyTermDiscountPercent),
      'fr',
    );
    const text = decodeEntities(html.replace(/<[^>]+>/g, ' '));
    expect(text).toContain(shown.monthly);
    expect(text).toContain(translatorFor('fr')('pricing.estimatePage.quoteFromAnswers', { monthly: shown.monthly, setUp: shown.setUp }));

    // What the quote form posts once the person adds who they are: its hidden answers and theirs.
    const posted = new FormData();
    for (const input of inputsOf(quote)) {
      const sent = input.type === 'checkbox' || input.type === 'radio' ? input.checked : input.value !== '';
      if (input.name && sent) posted.append(input.name, input.value);
    }
    posted.set('name', 'Claire Martin');
    posted.set('email', 'claire@example.com');
    // As the forms' server action reads it: the band goes with the exact count.
    const payload = withCourtBand(payloadFromFormData(formFieldsOf(pricedOperation), posted));
    const validation = validateSubmission(pricedOperation, payload);
    expect(validation.ok).toBe(true);
    expect(payload).toMatchObject({ courtCount: 12, numberOfCourts: '9-15', clubName: 'Padel Norte', sports: ['padel'] });
    const sent = calculateQuotation(quoteAnswersOf(payload), prices, new Date());
    const view = estimateView(sent, estimateCopyOf('fr', prices.yearlyTermDiscountPercent), 'fr');
    expect([view.monthly, view.setUp, view.firstYear]).toEqual([shown.monthly, shown.setUp, shown.firstYear]);
  });

  it('says its prices leave VAT out, and that the branded app was left out', () => {
    const t = translatorFor('fr');
    const text = decodeEntities(html.replace(/<[^>]+>/g, ' '));
    expect(text).toContain(t('quotation.vatNote', { vat: 'HT' }));
    expect(text).toContain(t('quotation.leftOut.brandedApp'));
    expect(text).not.toContain(t('quotation.lines.brandedAppSetUp'));
  });

  it('asks again, with the answers that were good, when the address has a problem, and offers no quote form', () => {
    const refused = render('courtCount=0&numberOfLocations=2&clubName=Padel+Norte');
    expect(refused).toContain(translatorFor('fr')('pricing.problems.courtCount', { maximumCourts: 1000 }));
    expect(formOf(refused, 'estimate-form')).toMatch(/value="2"/);
    expect(formOf(refused, 'lead-form')).toBe('');
  });
});
