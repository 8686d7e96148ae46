import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { shownImageProblems } from '@/lib/content-rules/image-file-check';
import { STORIES_FOLDER, storyFilePath, storyProblems, storySchema } from './story-rules';

/**
 * The story files as they are on disk (`npm run check:i18n`, never the site, which imports them):
 * each valid JSON keeping the rules, and each photo present in public/ and within the image rules,
 * which only the disk can tell. An empty folder is fine: no story is shown.
 */
export async function storyFolderProblems(root: string): Promise<string[]> {
  const { files, problems } = readCollectionFolder(root, STORIES_FOLDER);
  problems.push(...storyProblems(files));
  for (const [slug, json] of Object.entries(files)) {
    const story = storySchema.safeParse(json);
    if (story.success) problems.push(...(await shownImageProblems(root, storyFilePath(slug), 'photo.src', story.data.photo.src)));
  }
  return problems;
}
