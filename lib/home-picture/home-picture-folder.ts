import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { shownImageProblems } from '@/lib/content-rules/image-file-check';
import { HOME_PICTURE_ENTRY, HOME_PICTURE_FOLDER, homePictureFilePath, homePictureProblems, homePictureSchema } from './home-picture-rules';

/**
 * The home page's picture file as it is on disk (`npm run check:i18n`, never the site, which
 * imports it): the rules, and the photo present in public/ and within the image rules.
 */
export async function homePictureFolderProblems(root: string): Promise<string[]> {
  const { files, problems } = readCollectionFolder(root, HOME_PICTURE_FOLDER);
  problems.push(...homePictureProblems(files));
  const picture = homePictureSchema.safeParse(files[HOME_PICTURE_ENTRY]);
  if (picture.success && picture.data.image)
    problems.push(...(await shownImageProblems(root, homePictureFilePath, 'image', picture.data.image)));
  return problems;
}
