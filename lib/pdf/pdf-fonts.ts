import { Font } from '@react-pdf/renderer';
import { brandFontFiles } from '@/lib/typeface/brand-font-files';
import { pdfText } from './pdf-text';

/**
 * The PDFs' fonts (the brochure, the quotation): the brand's Noto Sans, regular and bold, in its
 * three Latin subsets (lib/typeface/brand-font-files.ts), registered with react-pdf from the bytes
 * read on disk, never a URL, so a render stays offline (docs/decisions.md "One typeface"). react-pdf
 * embeds in each PDF only the glyphs it draws, and picks each character's font from the family list
 * below in order (the first that has it), as a browser walks the pages' unicode-ranges; after the
 * list it falls back to the built-in Helvetica, which `writes` keeps any text from reaching.
 */
export const PDF_FONT_FAMILY: string[] = ['Noto Sans latin', 'Noto Sans latin-ext', 'Noto Sans vietnamese'];

export interface PdfFonts {
  /** Whether the fonts write `text` whole once its stand-ins are in (pdfText), regular and bold alike. */
  writes(text: string): boolean;
}

let loading: Promise<PdfFonts> | undefined;

/** Registers the fonts on first use (a failed read is tried again by the next PDF); await it before a render. */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= brandFontFiles().then(
    ({ subsets, covers }) => {
      const registered = new Set(Font.getRegisteredFontFamilies());
      for (const { name, regular, bold } of subsets) {
        if (registered.has(name)) continue;
        Font.register({
          family: name,
          fonts: [
            { src: dataUrl(regular), fontWeight: 400 },
            { src: dataUrl(bold), fontWeight: 700 },
          ],
        });
      }
      return { writes: (text) => covers(pdfText(text)) };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// react-pdf reads a font from a path (with fontkit's own file access, which the bundler would not
// trace), a URL (fetched) or a data URL: the last one, from the bytes the traced reads returned.
function dataUrl(font: Buffer): string {
  return `data:font/woff;base64,${font.toString('base64')}`;
}
