import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { shownImageProblems } from '@/lib/content-rules/image-file-check';
import { FAQ_FOLDER, faqEntrySchema, faqFilePath, faqProblems } from './faq-rules';

/**
 * The FAQ files as they are on disk (`npm run check:i18n`, never the site, which imports them): each
 * valid JSON keeping the rules, and each picture present in public/ and within the image rules.
 */
export async function faqFolderProblems(root: string): Promise<string[]> {
  const { files, problems } = readCollectionFolder(root, FAQ_FOLDER);
  problems.push(...faqProblems(files));
  for (const [slug, json] of Object.entries(files)) {
    const entry = faqEntrySchema.safeParse(json);
    if (entry.success && entry.data.image) problems.push(...(await shownImageProblems(root, faqFilePath(slug), 'image', entry.data.image)));
  }
  return problems;
}
