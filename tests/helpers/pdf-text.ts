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
