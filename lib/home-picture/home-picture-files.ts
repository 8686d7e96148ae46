import { filesBySlug } from '@/lib/content-rules/collection-files';
import { HOME_PICTURE_FOLDER } from './home-picture-rules';

/** The files of content/home-picture/, imported by the bundler's glob (as lib/stories/story-files.ts explains): none is no photo. */
export const HOME_PICTURE_FILES = filesBySlug(
  import.meta.glob('../../content/home-picture/*.json', { eager: true, import: 'default' }),
  HOME_PICTURE_FOLDER,
);
