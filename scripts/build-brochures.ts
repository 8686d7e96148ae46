/**
 * Builds the brochure PDF of every locale from the site's content (messages/<locale>.json, the
 * feature cards of content/feature-cards/ and content/site.json) into public/brochures/. A build step (`npm run build` and `npm run dev` run
 * it first; `npm run brochures` alone), so the PDFs always carry the copy they were built with and
 * are never committed. The output is byte-for-byte reproducible.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BROCHURE_FOLDER } from '@/lib/delivery/brochure';
import { brochureFileName } from '@/lib/delivery/brochure-path';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { collectionOnDisk, readCollectionFolder } from '@/lib/collections/collection-folder';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS_COLLECTION } from '@/lib/feature-cards/feature-card-collection';
import { SPORTS } from '@/lib/operations/value-sets';
import { renderPdf } from '@/lib/pdf/branded-pdf';
import { pdfText } from '@/lib/pdf/pdf-text';
import { ONBOARDING_STEPS, SITE } from '@/lib/site/site-content';
import { postalAddressIn } from '@/lib/site/postal-address';
import { brochureElement, type BrochureProps } from './brochure-document';

/** A fixed date keeps the files reproducible: rebuilding unchanged copy changes nothing. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * The feature cards as they are on disk: this script runs under tsx, which has no bundler's glob
 * (lib/collections/site-files.ts); a card that breaks the rules stops the brochures here.
 */
function featureCardsOnDisk() {
  const { problems } = readCollectionFolder(process.cwd(), FEATURE_CARDS_COLLECTION.folder);
  if (problems.length) throw new Error(`The feature cards are not valid:\n${problems.join('\n')}`);
  return collectionOnDisk(FEATURE_CARDS_COLLECTION);
}

/** Every text of the brochure, in one language, as its page lays it out. */
export function brochureProps(locale: Locale): BrochureProps {
  const translate = translatorFor(locale);
  // French copy sets U+202F before : ; ! ? (lib/content-rules/language-rules.ts), a space the PDFs' fonts lack (lib/pdf/pdf-text.ts).
  const t = (...args: Parameters<typeof translate>) => pdfText(translate(...args));
  const values = { product: SITE.productName, site: SITE.websiteUrl.replace(/^https?:\/\//, ''), email: SITE.publicEmail };
  return {
    locale,
    meta: { title: t('brochure.title', values), author: SITE.companyName, date: FIXED_DATE },
    product: SITE.productName,
    tagline: t('product.tagline'),
    intro: t('product.intro', values),
    sports: {
      title: t('product.sportsTitle'),
      text: t('product.sportsText'),
      names: SPORTS.map((sport) => t(`values.sports.${sport}`)).join('   ·   '),
    },
    features: {
      title: t('product.featuresTitle'),
      items: featureCardItems(locale, featureCardsOnDisk()).map((card) => ({ name: pdfText(card.title), text: pdfText(card.text) })),
    },
    whiteLabel: { title: t('product.whiteLabelTitle'), text: t('product.whiteLabelText') },
    onboarding: { title: t('product.onboardingTitle'), steps: ONBOARDING_STEPS.map((step) => t(`product.onboarding.${step}`)) },
    cta: { title: t('brochure.ctaTitle'), text: t('brochure.ctaText', values) },
    // Intl and the address may hold spaces the PDFs' fonts lack (lib/pdf/pdf-text.ts).
    footer: pdfText(`${SITE.companyName} · ${postalAddressIn(locale)} · ${SITE.publicPhone}`),
  };
}

export function renderBrochure(locale: Locale): Promise<Buffer> {
  return renderPdf(brochureElement(brochureProps(locale)));
}

/** Writes every locale's brochure into `folder`; answers the files written. */
export async function writeBrochures(folder = BROCHURE_FOLDER): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  for (const locale of LOCALES) {
    const file = path.join(folder, brochureFileName(locale));
    await writeFile(file, await renderBrochure(locale));
    files.push(file);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeBrochures().then(
    (files) => console.log(`Brochures built from the copy: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`),
    (error: unknown) => {
      console.error('The brochures could not be built:', error);
      process.exit(1);
    },
  );
}
