import type { Locale } from '@/lib/i18n/locales';

/**
 * The site ships with a sample company and sample terms, so that every page is complete from the
 * first build; none of it may go live (docs/decisions.md "Legal identity is content"). These are
 * the shipped values, by file and key: `npm run check:launch` and the production server's start-up
 * warning list those still in place (./launch-check.ts). A value is sample while it is unchanged,
 * so nobody has a flag to forget: the editor's save is what ends it.
 */

export const SITE_CONTENT_FILE = 'content/site.json';

/** The sample company's values that no real company shares: each must be replaced before launch. */
export const SAMPLE_SITE_VALUES: Readonly<Record<string, string>> = {
  companyName: 'Courtside Software S.L.',
  publicEmail: 'hello@courtside.example',
  publicPhone: '+34 910 000 000',
  postalAddress: 'Calle de Alcalá 1, 28014 Madrid',
  websiteUrl: 'https://courtside.example',
  'legal.registryNumber': 'Tomo 00000, Folio 1, Sección 8, Hoja M-000000',
  'legal.vatNumber': 'ESB00000000',
  'legal.representatives': 'Ana Ejemplo Muestra (administradora única)',
  'legal.publicationDirector': 'Ana Ejemplo Muestra',
  'legal.hostName': 'Alojamiento de Ejemplo S.L.',
  'legal.hostAddress': 'Calle de Ejemplo 1, 28001 Madrid, España',
  'legal.hostPhone': '+34 910 000 001',
};

/**
 * Shipped values a real company may well share (a Spanish S.L. in Madrid with 3,000 euros of
 * capital): listed for the operator to confirm, never counted as sample, or a company that matches
 * them could never launch.
 */
export const SHIPPED_SITE_VALUES_TO_CONFIRM: Readonly<Record<string, string>> = {
  country: 'ES',
  'legal.legalForm': 'Sociedad de Responsabilidad Limitada (S.L.)',
  'legal.shareCapital': '3000',
  'legal.shareCapitalCurrency': 'EUR',
  'legal.registry': 'Registro Mercantil de Madrid',
};

/** The key of the line that opens the terms: the sample's warning, then the reviewed version's date. */
export const TERMS_VERSION_KEY = 'legal.terms.version';

/** That line as shipped, in each language: while it stands, the terms are the sample template. */
export const SAMPLE_TERMS_VERSION: Readonly<Record<Locale, string>> = {
  en: 'Sample terms: a template to be reviewed and adapted by a lawyer before this site goes live. As they stand, they are not an offer and bind no one.',
  es: 'Condiciones de ejemplo: una plantilla que un abogado debe revisar y adaptar antes de que esta web se publique. Tal como están, no constituyen una oferta ni obligan a nadie.',
  pt: 'Termos de exemplo: um modelo que um advogado deve rever e adaptar antes de este site entrar em funcionamento. Tal como estão, não constituem uma proposta nem vinculam ninguém.',
  fr: 'Conditions d’exemple : un modèle qu’un avocat doit relire et adapter avant la mise en ligne de ce site. En l’état, elles ne constituent pas une offre et n’engagent personne.',
  de: 'Muster-AGB: eine Vorlage, die vor dem Livegang dieser Website anwaltlich geprüft und angepasst werden muss. In dieser Fassung sind sie kein Angebot und binden niemanden.',
};
