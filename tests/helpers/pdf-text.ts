/**
 * The text a PDF shows, as a reader would copy it (unpdf, Mozilla's PDF.js): the brochure tests
 * look for the copy in it. Line breaks from wrapping become single spaces, so a sentence is found
 * wherever the layout broke it. No JSON or `@/` imports: a Playwright spec uses it too.
 */
import { extractText, getDocumentProxy } from 'unpdf';

export async function readPdf(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' ').trim(), pages: totalPages };
}

/**
 * The fonts a PDF names (each /BaseFont in its bytes, sorted, once each): an embedded subset is
 * named with its tag ("CZZZZZ+NotoSans-Bold"), a built-in font bare ("Helvetica").
 */
export function pdfFontNames(pdf: Uint8Array): string[] {
  const names = [
    ...Buffer.from(pdf)
      .toString('latin1')
      .matchAll(/\/BaseFont\s*\/([\w+-]+)/g),
  ].map(([, name]) => name!);
  return [...new Set(names)].toSorted();
}

/** The PDF's text as unpdf reads it, its white space as it is (no-break spaces kept apart from spaces). */
export async function readPdfExactly(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}
