/**
 * The quote form asks whether to include the branded app only while the price list lets a club
 * leave it out (issue 47 item 3): when it is always included, the question would be a choice the
 * quotation ignores. Without prices the team still learns what the club wants.
 */
import { describe, expect, it } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { askedFieldsOf } from '@/lib/forms/asked-fields';
import { buildFormView } from '@/lib/forms/build-form-view';
import { formFieldsOf } from '@/lib/operations/form-fields';
import { operations } from '@/lib/operations/registry';
import { loadPriceList } from '@/lib/quotation/price-list';

const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;
const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('the fields a form asks', () => {
  it('asks about the branded app when the price list calls it optional', () => {
    const prices = loadPriceList({ ...pricingJson, brandedApp: 'optional' });
    expect(names(askedFieldsOf(quote, prices))).toContain('brandedApp');
  });

  it('leaves the question out when the price list always includes the app', () => {
    const prices = loadPriceList({ ...pricingJson, brandedApp: 'always' });
    const asked = names(askedFieldsOf(quote, prices));
    expect(asked).not.toContain('brandedApp');
    // Only that one: the rest of the form is the operation's.
    expect(asked).toEqual(names(formFieldsOf(quote)).filter((name) => name !== 'brandedApp'));
  });

  it('still asks it without prices, for the team', () => {
    expect(names(askedFieldsOf(quote, undefined))).toContain('brandedApp');
  });

  it('the shipped quote form follows the shipped price list', () => {
    const shipped = loadPriceList(pricingJson);
    expect(names(buildFormView(quote, 'en').fields).includes('brandedApp')).toBe(shipped.brandedApp !== 'always');
  });
});
