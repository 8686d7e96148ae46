import { buildFormView } from '@/lib/forms/build-form-view';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { operations, sendsQuotation } from '@/lib/operations/registry';
import type { PriceList } from '@/lib/quotation/price-list';
import type { EstimateFormCopy } from './estimate-fields';

/** The quote request: the one operation priced by the list, whose form the estimate ends in. */
export const pricedOperation = operations.find(sendsQuotation)!;

/**
 * The words of the estimate's form: the quote form's own labels and choices for the answers a
 * price depends on (the same enumerations and messages), so the estimate asks what the quote asks.
 * The branded app is asked only where the price list lets a person leave it out.
 */
export function estimateFormCopyOf(locale: Locale, prices: Pick<PriceList, 'brandedApp'>): EstimateFormCopy {
  const t = translatorFor(locale);
  const fields = buildFormView(pricedOperation, locale).fields;
  const field = (name: string) => {
    const found = fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`The quote form has no ${name} field: the estimate asks what the quote asks`);
    return { label: found.label, options: found.options ?? [] };
  };
  return {
    courtCount: { label: field('courtCount').label },
    numberOfLocations: { label: field('numberOfLocations').label },
    features: field('features'),
    ...(prices.brandedApp === 'optional'
      ? { brandedApp: { label: field('brandedApp').label, yes: t('values.yes'), no: t('values.no') } }
      : {}),
    submit: t('pricing.submit'),
    estimateTitle: t('pricing.estimateTitle'),
  };
}
