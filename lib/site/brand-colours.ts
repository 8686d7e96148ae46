/**
 * The brand's colours on paper: the brochure (scripts/build-brochures.ts) and the quotation
 * (lib/quotation/quotation-document.tsx) draw with the same four (lib/pdf/branded-pdf.tsx lays out their page), so the two PDFs look like one
 * company's.
 */
export const BRAND_COLOURS = {
  /** Headings, bands, the figures that matter. */
  green: '#0f6b4f',
  /** Body text. */
  ink: '#1d2b26',
  /** Secondary text: notes, the footer. */
  muted: '#5b6b65',
  /** Boxes behind a call to action or a total. */
  pale: '#eef4f1',
} as const;
