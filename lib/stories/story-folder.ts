import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { STORIES_FOLDER, STORY_PHOTO_MAX_BYTES, storyFilePath, storyProblems, storySchema } from './story-rules';

/**
 * The story files as they are on disk (`npm run check:i18n`, never the site, which imports them):
 * each valid JSON keeping the rules, and each photo present in public/ and light enough, which
 * only the disk can tell. An empty folder is fine: no story is shown.
 */
export function storyFolderProblems(root: string): string[] {
  const { files, problems } = readCollectionFolder(root, STORIES_FOLDER);
  problems.push(...storyProblems(files));
  for (const [slug, json] of Object.entries(files)) {
    const story = storySchema.safeParse(json);
    if (!story.success) continue;
    const photo = path.join(root, 'public', story.data.photo.src);
    if (!existsSync(photo)) problems.push(`${storyFilePath(slug)} photo.src: no file public${story.data.photo.src}; add the photo there.`);
    else if (statSync(photo).size > STORY_PHOTO_MAX_BYTES)
      problems.push(
        `${storyFilePath(slug)} photo.src: public${story.data.photo.src} is ${Math.ceil(statSync(photo).size / 1000)} kB; save it at most ${STORY_PHOTO_MAX_BYTES / 1000} kB (2000 px wide is plenty).`,
      );
  }
  return problems;
}
