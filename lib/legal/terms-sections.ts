import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { countryName } from '@/lib/site/postal-address';
import type { CompanyIdentity } from './company-identity';

/**
 * The terms of service's parts, in order (`legal.terms.<part>.title` and `.text`): the outline of
 * a B2B subscription's terms. Their words are each language's messages, a sample template until a
 * lawyer's text replaces it (./sample-values.ts).
 */
export const TERMS_PARTS = [
  'scope',
  'contract',
  'service',
  'customer',
  'fees',
  'term',
  'data',
  'rights',
  'liability',
  'changes',
  'law',
] as const;

export interface TermsSection {
  part: (typeof TERMS_PARTS)[number];
  title: string;
  text: string;
}

/** The terms in `locale`: their opening line (the sample's warning, or the version), introduction and parts. */
export function termsOf(company: CompanyIdentity, productName: string, locale: Locale) {
  const t = translatorFor(locale);
  const values = { product: productName, company: company.companyName, country: countryName(company.country, locale) };
  return {
    version: t('legal.terms.version'),
    intro: t('legal.terms.intro', values),
    sections: TERMS_PARTS.map((part): TermsSection => ({
      part,
      title: t(`legal.terms.${part}.title`),
      text: t(`legal.terms.${part}.text`, values),
    })),
  };
}
