/**
 * `npm run check:launch [folder]`: lists every value of the company's identity (content/site.json)
 * and of the terms (messages/*.json, their first line) that is still the shipped sample, and exits
 * 1 while any remains, so that nobody goes live with the sample company by mistake
 * (docs/decisions.md "Legal identity is content"). It also lists the shipped values a real company
 * may share, and the FAQ's answers marked as stating facts the company must confirm (content/faq/).
 * Reads the files of the folder given (the checkout by default), so a save made since the last build
 * counts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCollectionFolder } from '@/lib/collections/collection-folder';
import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { launchFindings, launchReport } from '@/lib/legal/launch-check';
import { SITE_CONTENT_FILE } from '@/lib/legal/sample-values';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The report for the content under `root`: its lines and whether the site may go live. */
export function checkLaunch(root: string = ROOT): { lines: string[]; ok: boolean } {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const messages = Object.fromEntries(LOCALES.map((locale) => [locale, read(`messages/${locale}.json`)])) as Record<Locale, unknown>;
  // The FAQ's answers marked to confirm are listed too; a folder without content/faq/ has none.
  return launchReport(launchFindings(read(SITE_CONTENT_FILE), messages, readCollectionFolder(root, FAQ_COLLECTION.folder).files));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, ok } = checkLaunch(process.argv[2] ? path.resolve(process.argv[2]) : ROOT);
  for (const line of lines) (ok ? console.log : console.error)(line);
  process.exit(ok ? 0 : 1);
}
