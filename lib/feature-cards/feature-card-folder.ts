import { collectionFolderProblems } from '@/lib/content-collections/collection-folder';
import { FEATURE_CARD_FILES } from './feature-card-files';
import { FEATURE_CARDS_FOLDER, featureCardProblems } from './feature-card-rules';

/** The feature cards' files as they are on disk (`npm run check:i18n`): valid, keeping the rules, each in the index. */
export function featureCardFolderProblems(root: string): string[] {
  return collectionFolderProblems(
    root,
    { folder: FEATURE_CARDS_FOLDER, noun: 'card', indexFile: 'lib/feature-cards/feature-card-files.ts', index: FEATURE_CARD_FILES },
    featureCardProblems,
  );
}
