import { filesBySlug } from '@/lib/content-rules/collection-files';
import { STORIES_FOLDER } from './story-rules';

/**
 * Every file of content/stories/, by slug, imported by the bundler's glob: every build (the
 * standalone one too) carries them, and a story the editor adds needs no line of code. Turbopack
 * and Vite (the unit tests) both read `import.meta.glob`; the pattern must be a literal. Scripts run
 * by tsx, which has no glob, read the folder instead (lib/content-rules/collection-folder.ts).
 */
export const STORY_FILES = filesBySlug(
  import.meta.glob('../../content/stories/*.json', { eager: true, import: 'default' }),
  STORIES_FOLDER,
);
