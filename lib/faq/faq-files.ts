import { filesBySlug } from '@/lib/content-rules/collection-files';
import { FAQ_FOLDER } from './faq-rules';

/** Every file of content/faq/, by slug, imported by the bundler's glob (as lib/stories/story-files.ts explains). */
export const FAQ_FILES = filesBySlug(import.meta.glob('../../content/faq/*.json', { eager: true, import: 'default' }), FAQ_FOLDER);
