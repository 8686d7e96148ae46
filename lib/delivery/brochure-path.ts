import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';

// Apart from lib/delivery/brochure.ts (which reads the file) so that an answer can name the brochure without node:fs.

/** The first part of every brochure's file name: the product's name, then "-brochure". */
export const BROCHURE_NAME_PREFIX = `${SITE.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-brochure`;

/** The brochure PDF's file name in a language (scripts/build-brochures.ts writes it to public/brochures/). */
export const brochureFileName = (locale: Locale): string => `${BROCHURE_NAME_PREFIX}-${locale}.pdf`;

/** Where the site serves the brochure in a language. */
export const brochurePath = (locale: Locale) => `/brochures/${brochureFileName(locale)}`;
