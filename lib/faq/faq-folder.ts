import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { FAQ_FILES } from './faq-files';
import { FAQ_FOLDER, faqFilePath, faqProblems } from './faq-rules';

/**
 * The FAQ files as they are on disk (`npm run check:i18n`, never the site, which imports them):
 * each valid JSON keeping the rules, and each listed in the index (faq-files.ts), so a file added
 * by hand or by the editor cannot be left off the site unnoticed.
 */
export function faqFolderProblems(root: string): string[] {
  const { files, problems } = readCollectionFolder(root, FAQ_FOLDER);
  for (const slug of Object.keys(files))
    if (!(slug in FAQ_FILES))
      problems.push(`${faqFilePath(slug)}: not in lib/faq/faq-files.ts; add its import there, or the site leaves it out.`);
  for (const slug of Object.keys(FAQ_FILES))
    if (!(slug in files)) problems.push(`${faqFilePath(slug)}: listed in lib/faq/faq-files.ts but missing.`);
  return [...problems, ...faqProblems(files)];
}
