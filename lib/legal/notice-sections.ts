import type { Locale } from '@/lib/i18n/locales';
import { messageKey, translatorFor } from '@/lib/i18n/messages';
import { countryName } from '@/lib/site/postal-address';
import type { CompanyIdentity } from './company-identity';
import { NOTICE_LAYOUTS, NOTICE_PARTS, type NoticeFact, type NoticePart } from './notice-layouts';
import { nationalTaxNumber } from './vat-number';

/** A part of the legal notice as a page shows it: its heading and its lines, in the reader's language. */
export interface NoticeSection {
  part: NoticePart;
  title: string;
  lines: { label?: string; value: string; href?: string }[];
}

/** The company's facts as `locale` writes them; undefined for one it does not have. */
function facts(company: CompanyIdentity, locale: Locale): Record<NoticeFact, string | undefined> {
  const { legal } = company;
  const capital = Number(legal.shareCapital);
  return {
    companyName: company.companyName,
    legalForm: legal.legalForm,
    shareCapital: Number.isFinite(capital)
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: legal.shareCapitalCurrency }).format(capital)
      : legal.shareCapital,
    address: `${company.postalAddress}, ${countryName(company.country, locale)}`,
    representatives: legal.representatives,
    email: company.publicEmail,
    phone: company.publicPhone,
    registry: legal.registry,
    registryNumber: legal.registryNumber,
    taxNumber: nationalTaxNumber(legal.vatNumber),
    vatNumber: legal.vatNumber,
    publicationDirector: legal.publicationDirector,
    hostName: legal.hostName,
    hostAddress: legal.hostAddress,
    hostPhone: legal.hostPhone,
  };
}

const LINKS: Partial<Record<NoticeFact, (value: string) => string>> = {
  email: (value) => `mailto:${value}`,
  phone: (value) => `tel:${value.replace(/[^\d+]/g, '')}`,
};

/** The legal notice of `company` in `locale`: its parts in that country's order, each line labelled in its words. */
export function legalNoticeSections(company: CompanyIdentity, locale: Locale): NoticeSection[] {
  const t = translatorFor(locale);
  const known = facts(company, locale);
  return NOTICE_LAYOUTS[locale].map((part) => ({
    part,
    title: t(messageKey(`legal.notice.${part}.title`)),
    lines: NOTICE_PARTS[part].flatMap((entry) => {
      const value = known[entry.fact];
      if (value === undefined) return [];
      const label = 'line' in entry ? t(messageKey(`legal.notice.${part}.${entry.line}`)) : undefined;
      return [{ label, value, href: LINKS[entry.fact]?.(value) }];
    }),
  }));
}
