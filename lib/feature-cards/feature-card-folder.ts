import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { FEATURE_CARDS_FOLDER, featureCardProblems } from './feature-card-rules';

/** The feature cards' files as they are on disk (`npm run check:i18n`, never the site, which imports them): each valid JSON keeping the rules. */
export function featureCardFolderProblems(root: string): string[] {
  const { files, problems } = readCollectionFolder(root, FEATURE_CARDS_FOLDER);
  return [...problems, ...featureCardProblems(files)];
}
