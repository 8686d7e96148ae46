import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FAQ_FILES } from './faq-files';
import { FAQ_FOLDER, faqFilePath, faqProblems } from './faq-rules';

/**
 * The FAQ files as they are on disk (`npm run check:i18n`, never the site, which imports them):
 * each valid JSON keeping the rules, and each listed in the index (faq-files.ts), so a file added
 * by hand or by the editor cannot be left off the site unnoticed.
 */
export function faqFolderProblems(root: string): string[] {
  const folder = path.join(root, FAQ_FOLDER);
  const problems: string[] = [];
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(folder).sort()) {
    const slug = name.replace(/\.json$/, '');
    if (slug === name) {
      problems.push(`${FAQ_FOLDER}/${name}: not a .json file; the folder holds one JSON file per question.`);
      continue;
    }
    try {
      files[slug] = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    } catch {
      problems.push(`${faqFilePath(slug)}: not valid JSON.`);
      continue;
    }
    if (!(slug in FAQ_FILES))
      problems.push(`${faqFilePath(slug)}: not in lib/faq/faq-files.ts; add its import there, or the site leaves it out.`);
  }
  for (const slug of Object.keys(FAQ_FILES))
    if (!(slug in files)) problems.push(`${faqFilePath(slug)}: listed in lib/faq/faq-files.ts but missing.`);
  return [...problems, ...faqProblems(files)];
}
