import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { BRAND_COLOURS } from '@/lib/site/brand-colours';
import { PDF_FONT_FAMILY, pdfFonts } from './pdf-fonts';

/**
 * One A4 page in the brand, for every PDF the site makes (the brochure, the quotation): the green
 * band with the product's name and the document's title, the footer, the brand's typeface (Noto
 * Sans, lib/pdf/pdf-fonts.ts; a bold text says `fontWeight: 'bold'`), and document properties fixed
 * by the caller, so that the same content makes the same bytes. `renderPdf` makes the file.
 */

// react-pdf hyphenates with English patterns, which break German, French and Portuguese words in
// the wrong places ("Fit-nessstudios"): the PDFs break lines between words only.
Font.registerHyphenationCallback((word) => [word]);

type Style = Record<string, string | number>;

/** The bytes of a document made with BrandedPdf, once its fonts are registered. */
export async function renderPdf(document: Parameters<typeof renderToBuffer>[0]): Promise<Buffer> {
  await pdfFonts();
  return renderToBuffer(document);
}

export const PDF_MARGIN = 56;

export interface BrandedPdfProps {
  locale: string;
  meta: { title: string; author: string; date: Date };
  product: string;
  /** Under the product's name in the band: the document's title, or the tagline. */
  subtitle: string;
  footer: string;
  /** Each document's own sizes on top of the shared ones. */
  style?: { page?: Style; band?: Style; product?: Style; subtitle?: Style };
  children: ReactNode;
}

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 10, color: BRAND_COLOURS.ink, paddingHorizontal: PDF_MARGIN },
  band: { backgroundColor: BRAND_COLOURS.green, marginHorizontal: -PDF_MARGIN, paddingHorizontal: PDF_MARGIN },
  product: { fontWeight: 'bold', color: '#ffffff' },
  subtitle: { color: '#ffffff' },
  footer: {
    position: 'absolute',
    left: PDF_MARGIN,
    right: PDF_MARGIN,
    bottom: 26,
    fontSize: 8.5,
    color: BRAND_COLOURS.muted,
    textAlign: 'center',
  },
});

export function BrandedPdf({ locale, meta, product, subtitle, footer, style = {}, children }: BrandedPdfProps) {
  return (
    <Document
      title={meta.title}
      author={meta.author}
      creator={meta.author}
      producer={meta.author}
      language={locale}
      creationDate={meta.date}
      modificationDate={meta.date}
    >
      <Page size="A4" style={[styles.page, style.page ?? {}]}>
        <View style={[styles.band, style.band ?? {}]}>
          <Text style={[styles.product, style.product ?? {}]}>{product}</Text>
          <Text style={[styles.subtitle, style.subtitle ?? {}]}>{subtitle}</Text>
        </View>
        {children}
        <Text style={styles.footer} fixed>
          {footer}
        </Text>
      </Page>
    </Document>
  );
}
