import { indexProblems, readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { FEATURE_CARD_FILES } from './feature-card-files';
import { FEATURE_CARDS_FOLDER, featureCardFilePath, featureCardProblems } from './feature-card-rules';

/**
 * The feature cards' files as they are on disk (`npm run check:i18n`, never the site, which imports
 * them): each valid JSON keeping the rules, and each listed in the index (feature-card-files.ts), so
 * a file added by hand or by the editor cannot be left off the site unnoticed.
 */
export function featureCardFolderProblems(root: string): string[] {
  const { files, problems } = readCollectionFolder(root, FEATURE_CARDS_FOLDER);
  problems.push(
    ...indexProblems(Object.keys(files), Object.keys(FEATURE_CARD_FILES), 'lib/feature-cards/feature-card-files.ts', featureCardFilePath),
  );
  return [...problems, ...featureCardProblems(files)];
}
