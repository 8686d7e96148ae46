import { collectionFolderProblems } from '@/lib/content-collections/collection-folder';
import { FAQ_FILES } from './faq-files';
import { FAQ_FOLDER, faqProblems } from './faq-rules';

/**
 * The FAQ files as they are on disk (`npm run check:i18n`, never the site, which imports them):
 * each valid JSON keeping the rules, and each listed in the index (faq-files.ts), so a file added
 * by hand or by the editor cannot be left off the site unnoticed.
 */
export function faqFolderProblems(root: string): string[] {
  return collectionFolderProblems(
    root,
    { folder: FAQ_FOLDER, noun: 'entry', indexFile: 'lib/faq/faq-files.ts', index: FAQ_FILES },
    faqProblems,
  );
}
