/**
 * Text as the PDFs' fonts write it. They are set in the brand's Noto Sans (lib/pdf/pdf-fonts.ts),
 * which has every letter of the five site languages and some 1,000 more, the thin space (U+2009)
 * and the minus sign (U+2212), but not the narrow no-break space (U+202F: French groups thousands
 * with it and sets it before ; : ! ? and inside « »), the figure space (U+2007) or the Unicode
 * hyphens a club's name may be written with (U+2010, U+2011). Each of those is written with the
 * nearest character the fonts have, which looks the same: the no-break space, or the hyphen-minus.
 * tests/unit/typeface.test.ts checks that this list is exactly what the fonts lack.
 */
export const PDF_STAND_INS: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2010': '-',
  '\u2011': '-',
};

const LACKING = new RegExp(`[${Object.keys(PDF_STAND_INS).join('')}]`, 'gu');

/** Text from Intl, the copy and a club's name, with each character the fonts lack replaced by its stand-in. */
export function pdfText(text: string): string {
  return text.replace(LACKING, (character) => PDF_STAND_INS[character]!);
}
