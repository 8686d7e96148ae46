import type { Locale } from '@/lib/i18n/locales';

/**
 * The legal notice's parts, and the order each country's readers expect them in: Germany's
 * Impressum opens with "Angaben gemäß § 5 DDG" and who represents the company, then contact,
 * register and VAT ID; France's mentions légales name the publisher (its register and VAT number
 * with it), then the directeur de la publication and the host; Spain's aviso legal (LSSI art. 10)
 * and Portugal's (DL 7/2004 art. 10) put the tax number beside the company's identity; an English
 * notice reads as a company's letterhead (name, registered office, company number, VAT number).
 * Every part shows in every language, so that every text of `legal.notice` is read somewhere; the
 * words, the statutes they cite included, are each language's messages.
 */

/** One line of a part: the message naming it (`legal.notice.<part>.<line>`, none for a part of one line) and the fact it shows. */
export interface NoticeLine {
  line?: string;
  fact: NoticeFact;
}

export type NoticeFact =
  | 'companyName'
  | 'legalForm'
  | 'shareCapital'
  | 'address'
  | 'representatives'
  | 'email'
  | 'phone'
  | 'registry'
  | 'registryNumber'
  | 'taxNumber'
  | 'vatNumber'
  | 'publicationDirector'
  | 'hostName'
  | 'hostAddress'
  | 'hostPhone';

export const NOTICE_PARTS = {
  provider: [
    { line: 'companyName', fact: 'companyName' },
    { line: 'legalForm', fact: 'legalForm' },
    { line: 'shareCapital', fact: 'shareCapital' },
    { line: 'address', fact: 'address' },
  ],
  representation: [{ fact: 'representatives' }],
  contactDetails: [
    { line: 'email', fact: 'email' },
    { line: 'phone', fact: 'phone' },
  ],
  register: [
    { line: 'registry', fact: 'registry' },
    { line: 'registryNumber', fact: 'registryNumber' },
  ],
  // The national tax number shows only where it is part of the VAT number (lib/legal/vat-number.ts).
  tax: [
    { line: 'taxNumber', fact: 'taxNumber' },
    { line: 'vatNumber', fact: 'vatNumber' },
  ],
  publication: [{ fact: 'publicationDirector' }],
  host: [
    { line: 'name', fact: 'hostName' },
    { line: 'address', fact: 'hostAddress' },
    { line: 'phone', fact: 'hostPhone' },
  ],
} as const satisfies Record<string, readonly NoticeLine[]>;

export type NoticePart = keyof typeof NOTICE_PARTS;

/** Each language's order of the parts. */
export const NOTICE_LAYOUTS: Readonly<Record<Locale, readonly NoticePart[]>> = {
  de: ['provider', 'representation', 'contactDetails', 'register', 'tax', 'publication', 'host'],
  fr: ['provider', 'register', 'tax', 'contactDetails', 'representation', 'publication', 'host'],
  es: ['provider', 'tax', 'register', 'contactDetails', 'representation', 'publication', 'host'],
  pt: ['provider', 'tax', 'register', 'contactDetails', 'representation', 'publication', 'host'],
  en: ['provider', 'register', 'tax', 'representation', 'contactDetails', 'publication', 'host'],
};
