import { cleanImage } from '@/lib/content-rules/image-metadata/clean-image';
import { imageFileProblems } from '@/lib/content-rules/image-file-check';
import { collectionFileOf } from './collection-saves';
import type { EditorUpdate } from './save-check';

/**
 * A checked save as it will be written: every image of the collections without the place it was
 * taken and the other personal details in it (lib/content-rules/image-metadata/clean-image.ts),
 * since public/ serves the file as uploaded. An image that cannot be cleaned is refused, never
 * written as it came; a cleaned image is held to the image rules again (an AVIF is re-encoded,
 * and could come out heavier). The problems, one line each naming the file, else the save.
 */
export async function cleanedSave(save: EditorUpdate): Promise<{ save: EditorUpdate } | { problems: string[] }> {
  const problems: string[] = [];
  const additions: EditorUpdate['additions'] = [];
  for (const addition of save.additions) {
    if (collectionFileOf(addition.path)?.kind !== 'image') {
      additions.push(addition);
      continue;
    }
    const cleaned = await cleanImage(Buffer.from(addition.contents, 'base64'));
    if (!cleaned) {
      problems.push(
        `${addition.path}: the place it was taken and other details stored in it could not be removed; export it again as JPEG or PNG and add it again.`,
      );
      continue;
    }
    problems.push(...(await imageFileProblems(addition.path, cleaned)));
    additions.push({ path: addition.path, contents: cleaned.toString('base64') });
  }
  return problems.length ? { problems } : { save: { ...save, additions } };
}
