import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { BROCHURE_NAME_PREFIX, brochureFileName } from './brochure-path';

/** Where the build writes the brochure PDFs (one per locale, scripts/build-brochures.ts) and the site serves them. */
export const BROCHURE_FOLDER = path.join(process.cwd(), 'public', 'brochures');

/**
 * The brochure to attach. A missing file (a build that skipped the brochure step) fails the
 * delivery, which is retried and logged, with a message that names the file and how to make it.
 */
export async function brochureAttachment(locale: Locale, folder = BROCHURE_FOLDER): Promise<{ filename: string; content: Buffer }> {
  const filename = brochureFileName(locale);
  // The name spelled out as a pattern the bundler can read (…-brochure-<locale>.pdf): from a function
  // of another module it cannot, and then traces the whole project into the server's output
  // (tests/standalone checks the traces).
  const file = path.join(folder, `${BROCHURE_NAME_PREFIX}-${locale}.pdf`);
  try {
    return { filename, content: await readFile(file) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`Brochure PDF missing: ${file}. The build makes the brochures from the copy (npm run build, or npm run brochures).`);
  }
}
