/**
 * Builds the brochure PDF of every locale from the site's content (messages/<locale>.json and
 * content/site.json) into public/brochures/. A build step (`npm run build` and `npm run dev` run
 * it first; `npm run brochures` alone), so the PDFs always carry the copy they were built with and
 * are never committed. The output is byte-for-byte reproducible.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { BROCHURE_FOLDER, brochureFileName } from '@/lib/delivery/brochure';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { FEATURES, SPORTS } from '@/lib/operations/value-sets';
import { ONBOARDING_STEPS, SITE } from '@/lib/site/site-content';
import { postalAddressIn } from '@/lib/site/postal-address';
import { BRAND_COLOURS } from '@/lib/site/brand-colours';

const { green: GREEN, ink: INK, muted: MUTED, pale: PALE } = BRAND_COLOURS;
/** A fixed date keeps the files reproducible: rebuilding unchanged copy changes nothing. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export function renderBrochure(locale: Locale): Promise<Buffer> {
  const t = translatorFor(locale);
  const values = { product: SITE.productName, site: SITE.websiteUrl.replace(/^https?:\/\//, ''), email: SITE.publicEmail };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 20, left: 56, right: 56 },
    info: { Title: t('brochure.title', values), Author: SITE.companyName, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    lang: locale,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 112;

  // Cover band
  doc.rect(0, 0, doc.page.width, 160).fill(GREEN);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(28).text(SITE.productName, 56, 44, { width });
  doc
    .font('Helvetica')
    .fontSize(14)
    .text(t('product.tagline'), 56, 86, { width: width - 40, lineGap: 3 });
  doc.y = 184;

  doc.fillColor(INK).font('Helvetica').fontSize(11).text(t('product.intro', values), { width, lineGap: 2.5 });

  const heading = (text: string) => {
    doc.moveDown(0.7);
    doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(14).text(text, 56, doc.y, { width });
    doc.moveDown(0.3);
    doc.fillColor(INK).font('Helvetica').fontSize(10);
  };

  heading(t('product.sportsTitle'));
  doc.text(t('product.sportsText'), { width, lineGap: 2 });
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Bold')
    .fillColor(GREEN)
    .text(SPORTS.map((sport) => t(`values.sports.${sport}`)).join('   ·   '), { width });

  heading(t('product.featuresTitle'));
  // Two columns, a row per pair of features, each row as tall as its taller cell.
  const columnWidth = (width - 24) / 2;
  for (let index = 0; index < FEATURES.length; index += 2) {
    const rowTop = doc.y;
    let rowBottom = rowTop;
    FEATURES.slice(index, index + 2).forEach((feature, column) => {
      const x = 56 + column * (columnWidth + 24);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(t(`values.features.${feature}`), x, rowTop, { width: columnWidth });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(t(`product.features.${feature}`), x, doc.y + 1, { width: columnWidth, lineGap: 1 });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    doc.y = rowBottom + 6;
  }
  doc.x = 56;

  heading(t('product.whiteLabelTitle'));
  doc.text(t('product.whiteLabelText'), { width, lineGap: 2 });

  heading(t('product.onboardingTitle'));
  ONBOARDING_STEPS.forEach((step, index) => {
    doc
      .font('Helvetica-Bold')
      .fillColor(GREEN)
      .text(`${index + 1}.`, 56, doc.y, { continued: true, width });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(`  ${t(`product.onboarding.${step}`)}`, { width, lineGap: 2 });
    doc.moveDown(0.2);
  });

  // Call to action
  doc.moveDown(0.8);
  const boxTop = doc.y;
  doc.rect(56, boxTop, width, 64).fill(PALE);
  doc
    .fillColor(GREEN)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(t('brochure.ctaTitle'), 72, boxTop + 14, { width: width - 32 });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(10.5)
    .text(t('brochure.ctaText', values), 72, doc.y + 4, { width: width - 32 });

  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text(`${SITE.companyName} · ${postalAddressIn(locale)} · ${SITE.publicPhone}`, 56, doc.page.height - 36, {
      width,
      align: 'center',
      lineBreak: false,
      height: 12,
    });
  doc.end();
  return done;
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
