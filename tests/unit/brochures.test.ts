/**
 * The brochures are built from the copy (the build's first step; vitest's global setup builds
 * them too): each built PDF is one page whose text carries its own language's copy and no other's,
 * and its feature cards (content/feature-cards/).
 * A delivery that finds no PDF says which file is missing and how to make it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROCHURE_FOLDER, brochureAttachment } from '@/lib/delivery/brochure';
import { brochureFileName } from '@/lib/delivery/brochure-path';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { pdfFontNames, readPdf } from '../helpers/pdf-text';
import { renderBrochure } from '../../scripts/build-brochures';

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const tagline = (locale: (typeof LOCALES)[number]) => oneSpaced(translatorFor(locale)('product.tagline'));

describe.each(LOCALES)('the built %s brochure', (locale) => {
  it("is one page with its language's tagline, introduction and call to action, and no other language's tagline", async () => {
    const { text, pages } = await readPdf(await readFile(path.join(BROCHURE_FOLDER, brochureFileName(locale))));
    const t = translatorFor(locale);
    const values = { product: SITE.productName, site: SITE.websiteUrl.replace(/^https?:\/\//, ''), email: SITE.publicEmail };
    expect(pages).toBe(1);
    expect(text).toContain(tagline(locale));
    expect(text).toContain(oneSpaced(t('product.intro', values)));
    expect(text).toContain(oneSpaced(t('brochure.ctaTitle')));
    for (const other of LOCALES.filter((candidate) => candidate !== locale)) expect(text).not.toContain(tagline(other));
  });

  it("is set in the brand's Noto Sans, regular and bold, embedded as subsets, and names no other font (no Helvetica)", async () => {
    const pdf = await readFile(path.join(BROCHURE_FOLDER, brochureFileName(locale)));
    expect(pdfFontNames(pdf)).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+NotoSans-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSans-Regular$/),
    ]);
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('lists the feature cards of content/feature-cards/ in its language', async () => {
    const { text } = await readPdf(await readFile(path.join(BROCHURE_FOLDER, brochureFileName(locale))));
    for (const card of featureCardItems(locale, FEATURE_CARDS)) expect(oneSpaced(text)).toContain(oneSpaced(card.title));
  });
});

describe('the brochure build', () => {
  it('makes the same bytes from unchanged copy, so a rebuild changes no file', async () => {
    const [first, second] = [await renderBrochure('de'), await renderBrochure('de')];
    expect(first.equals(second)).toBe(true);
    expect(first.equals(await readFile(path.join(BROCHURE_FOLDER, brochureFileName('de'))))).toBe(true);
  });
});

describe('a delivery without the built brochure', () => {
  it('fails naming the missing file and the command that makes it', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'no-brochures-'));
    try {
      await expect(brochureAttachment('fr', empty)).rejects.toThrow(
        `Brochure PDF missing: ${path.join(empty, brochureFileName('fr'))}. The build makes the brochures from the copy (npm run build, or npm run brochures).`,
      );
    } finally {
      await rm(empty, { recursive: true });
    }
  });
});
