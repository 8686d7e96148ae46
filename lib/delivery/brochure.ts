import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site-content';

/** Where `npm run brochures` writes the brochure PDFs (one per locale) and the site serves them. */
export const BROCHURE_FOLDER = path.join(process.cwd(), 'public', 'brochures');

export function brochureFileName(locale: Locale): string {
  return `${SITE.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-brochure-${locale}.pdf`;
}

export async function brochureAttachment(locale: Locale): Promise<{ filename: string; content: Buffer }> {
  const filename = brochureFileName(locale);
  return { filename, content: await readFile(path.join(BROCHURE_FOLDER, filename)) };
}
