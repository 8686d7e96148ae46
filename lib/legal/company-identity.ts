import { SITE } from '@/lib/site/site-content';

/**
 * The company that sells, once (docs/decisions.md "Legal identity is content"): its name, address,
 * country and public contact are the site's details of content/site.json, and the rest of what the
 * legal notices name is its `legal` group. Every legal notice, the terms and the footer read it here.
 */
export interface CompanyIdentity {
  companyName: string;
  postalAddress: string;
  /** ISO 3166 code: the country of the address, of the register and of the VAT number. */
  country: string;
  publicEmail: string;
  publicPhone: string;
  legal: LegalDetails;
}

export interface LegalDetails {
  legalForm: string;
  /** The amount in figures (`3000`, `3000.50`), in shareCapitalCurrency. */
  shareCapital: string;
  /** ISO 4217 code (`EUR`). */
  shareCapitalCurrency: string;
  /** The register as it is named (`Amtsgericht München`, `RCS Paris`, `Registro Mercantil de Madrid`). */
  registry: string;
  /** The number in that register, in its country's format (lib/legal/registry-numbers.ts). */
  registryNumber: string;
  vatNumber: string;
  /** Who represents the company: names, with their role as the register writes it. */
  representatives: string;
  /** Who is responsible for the site's content (France's directeur de la publication, § 18 MStV). */
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
}

/** The company as content/site.json says it when the site is built. */
export const COMPANY: CompanyIdentity = SITE;
