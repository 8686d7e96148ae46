/**
 * The legal notice and the terms as built (components/legal/), in every language: each notice
 * laid out as its country expects, with the words its statute uses; the terms with their sample
 * warning and their parts; both linked from the footer of every page, listed among the site's pages
 * (and so in the sitemap) and kept off the landing pages' addresses.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sitemapPaths } from '@/lib/agents/documents/sitemaps';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MESSAGES, translatorFor } from '@/lib/i18n/messages';
import { RESERVED_SLUGS } from '@/lib/landing-pages/landing-page-paths';
import { builtLaunchFindings } from '@/lib/legal/built-findings';
import { COMPANY, type CompanyIdentity } from '@/lib/legal/company-identity';
import { isSampleCompany } from '@/lib/legal/launch-check';
import { legalNoticeSections } from '@/lib/legal/notice-sections';
import { TERMS_PARTS } from '@/lib/legal/terms-sections';
import { countryName } from '@/lib/site/postal-address';
import { SITE } from '@/lib/site/site-content';
import { CONTENT_PAGE_LINKS } from '@/lib/site/site-navigation';
import { PAGE_PATHS } from '@/lib/site/site-pages';

// getTranslations (the footer's) reads next-intl's request configuration, which only Next.js
// provides: the same messages through next-intl's own translator.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  return {
    getTranslations: async ({ locale }: { locale: Locale }) => createTranslator({ locale, messages: MESSAGES[locale] }),
  };
});

const { LegalNoticePage } = await import('@/components/legal/legal-notice-page');
const { TermsPage } = await import('@/components/legal/terms-page');
const { SiteFooter } = await import('@/components/site/site-footer');

/** Text as a reader sees it: entities decoded, every space (Intl's no-break ones too) one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const decoded = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const textOf = (html: string) => spaced(decoded(html.replace(/<[^>]+>/g, ' ')));
const headings = (html: string) => [...html.matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map(([, heading]) => decoded(heading!));
const money = (locale: Locale) =>
  spaced(
    new Intl.NumberFormat(locale, { style: 'currency', currency: COMPANY.legal.shareCapitalCurrency }).format(
      Number(COMPANY.legal.shareCapital),
    ),
  );

describe('the legal notice', () => {
  it.each([
    [
      'de',
      'Impressum',
      [
        'Angaben gemäß § 5 DDG',
        'Vertreten durch',
        'Kontakt',
        'Registereintrag',
        'Umsatzsteuer-ID',
        'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        'Hosting',
      ],
      ['Registergericht', 'Registernummer', 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz', 'Stammkapital'],
    ],
    [
      'fr',
      'Mentions légales',
      ['Éditeur du site', 'Immatriculation', 'TVA', 'Contact', 'Représentant légal', 'Directeur de la publication', 'Hébergeur'],
      ['Dénomination sociale', 'Forme juridique', 'Capital social', 'Siège social', 'Numéro de TVA intracommunautaire', 'loi n° 2004-575'],
    ],
    [
      'es',
      'Aviso legal',
      [
        'Datos identificativos',
        'Datos fiscales',
        'Datos registrales',
        'Contacto',
        'Representación',
        'Responsable de los contenidos',
        'Alojamiento',
      ],
      ['artículo 10 de la Ley 34/2002', 'Denominación social', 'Domicilio social', 'Datos de inscripción', 'NIF'],
    ],
    [
      'pt',
      'Informação legal',
      [
        'Identificação do prestador',
        'Identificação fiscal',
        'Registo comercial',
        'Contactos',
        'Representação',
        'Responsável pelos conteúdos',
        'Alojamento',
      ],
      [
        'artigo 10.º do Decreto-Lei n.º 7/2004',
        'Denominação social',
        'Sede',
        'Capital social',
        'Conservatória do registo comercial',
        'Número de IVA intracomunitário',
      ],
    ],
    [
      'en',
      'Legal notice',
      ['Company', 'Registration', 'VAT', 'Represented by', 'Contact', 'Responsible for the content', 'Hosting'],
      ['Company name', 'Registered office', 'Company number', 'VAT identification number', 'Share capital'],
    ],
  ] as const)('in %s is the %s, its parts in that country’s order and words', (locale, title, parts, words) => {
    const html = renderToStaticMarkup(createElement(LegalNoticePage, { locale }));
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(headings(html)).toEqual(parts);
    const text = textOf(html);
    for (const word of words) expect(text).toContain(word);
    // The company's identity, once, in every language: the address with its country in the reader's words.
    const { legal } = COMPANY;
    for (const fact of [COMPANY.companyName, legal.legalForm, legal.registry, legal.registryNumber, legal.vatNumber, legal.representatives])
      expect(text).toContain(fact);
    for (const fact of [legal.publicationDirector, legal.hostName, legal.hostAddress, legal.hostPhone, COMPANY.publicEmail])
      expect(text).toContain(fact);
    expect(text).toContain(`${COMPANY.postalAddress}, ${countryName(COMPANY.country, locale)}`);
    expect(text).toContain(money(locale));
    expect(html).toContain(`href="mailto:${COMPANY.publicEmail}"`);
  });

  it('says first that its details are samples exactly while the company is the shipped sample', () => {
    const sample = isSampleCompany(builtLaunchFindings());
    for (const locale of LOCALES) {
      const t = translatorFor(locale);
      const html = decoded(renderToStaticMarkup(createElement(LegalNoticePage, { locale })));
      expect(html.includes(`<h1>${t('legal.notice.title')}</h1><p class="notice">${t('legal.notice.sampleNotice')}</p>`)).toBe(sample);
      expect(html.includes('class="notice"')).toBe(sample);
    }
  });

  it('names Spain’s NIF beside a Spanish company’s VAT number, and no national number for a German one', () => {
    const spanish = { ...COMPANY, country: 'ES', legal: { ...COMPANY.legal, vatNumber: 'ESB12345674' } };
    const tax = (company: CompanyIdentity, locale: Locale) =>
      legalNoticeSections(company, locale).find((section) => section.part === 'tax')!;
    expect(tax(spanish, 'es').lines).toEqual([
      { label: 'NIF', value: 'B12345674', href: undefined },
      { label: 'NIF-IVA (número de IVA intracomunitario)', value: 'ESB12345674', href: undefined },
    ]);
    const german: CompanyIdentity = {
      ...COMPANY,
      country: 'DE',
      legal: { ...COMPANY.legal, registry: 'Amtsgericht München', registryNumber: 'HRB 123456', vatNumber: 'DE136695976' },
    };
    expect(tax(german, 'de').lines.map((line) => line.value)).toEqual(['DE136695976']);
    expect(legalNoticeSections(german, 'de').find((section) => section.part === 'register')!.lines).toEqual([
      { label: 'Registergericht', value: 'Amtsgericht München', href: undefined },
      { label: 'Registernummer', value: 'HRB 123456', href: undefined },
    ]);
  });
});

describe('the terms of service', () => {
  it.each(LOCALES)('in %s open with their sample warning, then every part in order', (locale) => {
    const t = translatorFor(locale);
    const html = decoded(renderToStaticMarkup(createElement(TermsPage, { locale })));
    expect(html).toContain(`<h1>${t('legal.terms.title')}</h1><p class="notice">${t('legal.terms.version')}</p>`);
    expect(headings(html)).toEqual(TERMS_PARTS.map((part) => t(`legal.terms.${part}.title`)));
    const text = textOf(html);
    // The product, the company and its country (the governing law), in the reader's words.
    expect(text).toContain(SITE.productName);
    expect(text).toContain(COMPANY.companyName);
    expect(text).toContain(`(${countryName(COMPANY.country, locale)})`);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('are named in each language as its readers look for them', () => {
    expect(LOCALES.map((locale) => translatorFor(locale)('legal.terms.title'))).toEqual([
      'Terms of service',
      'Condiciones del servicio',
      'Termos do serviço',
      'Conditions générales de vente',
      'Allgemeine Geschäftsbedingungen',
    ]);
  });
});

describe('the legal pages among the site’s pages', () => {
  it('are pages of the site, so the sitemap lists them in every language and no landing page can take their address', () => {
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(['/legal', '/terms']));
    expect(sitemapPaths([])).toEqual(expect.arrayContaining(['/legal', '/terms']));
    expect(RESERVED_SLUGS).toEqual(expect.arrayContaining(['legal', 'terms']));
  });

  it.each(LOCALES)('are linked from the footer of every page in %s, with the company’s VAT number', async (locale) => {
    expect(CONTENT_PAGE_LINKS.map((link) => link.path)).toEqual(expect.arrayContaining(['/legal', '/terms']));
    const t = translatorFor(locale);
    const html = renderToStaticMarkup(createElement('div', null, (await SiteFooter({ locale })) as ReactNode));
    expect(html).toContain(`<a href="/${locale}/legal">${t('legal.notice.title')}</a>`);
    expect(html).toContain(`<a href="/${locale}/terms">${t('legal.terms.title')}</a>`);
    expect(textOf(html)).toContain(t('legal.footerVat', { vatNumber: COMPANY.legal.vatNumber }));
  });
});
