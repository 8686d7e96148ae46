import { filesBySlug } from '@/lib/content-rules/collection-files';
import { LANDING_PAGES_FOLDER } from './landing-page-rules';

/** Every file of content/landing-pages/, by slug, imported by the bundler's glob (as lib/stories/story-files.ts explains). */
export const LANDING_PAGE_FILES = filesBySlug(
  import.meta.glob('../../content/landing-pages/*.json', { eager: true, import: 'default' }),
  LANDING_PAGES_FOLDER,
);
