import { indexProblems, readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { FAQ_FILES } from './faq-files';
import { FAQ_FOLDER, faqFilePath, faqProblems } from './faq-rules';

/**
 * The FAQ files as they are on disk (`npm run check:i18n`, never the site, which imports them):
 * each valid JSON keeping the rules, and each listed in the index (faq-files.ts), so a file added
 * by hand or by the editor cannot be left off the site unnoticed.
 */
export function faqFolderProblems(root: string): string[] {
  const { files, problems } = readCollectionFolder(root, FAQ_FOLDER);
  problems.push(...indexProblems(Object.keys(files), Object.keys(FAQ_FILES), 'lib/faq/faq-files.ts', faqFilePath));
  return [...problems, ...faqProblems(files)];
}
