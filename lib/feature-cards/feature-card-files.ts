import { filesBySlug } from '@/lib/content-rules/collection-files';
import { FEATURE_CARDS_FOLDER } from './feature-card-rules';

/** Every file of content/feature-cards/, by slug, imported by the bundler's glob (as lib/stories/story-files.ts explains). */
export const FEATURE_CARD_FILES = filesBySlug(
  import.meta.glob('../../content/feature-cards/*.json', { eager: true, import: 'default' }),
  FEATURE_CARDS_FOLDER,
);
