import { STORIES_FOLDER } from './story-rules';

/**
 * Every file of content/stories/, by its name (the story's slug). Imported by the bundler's glob,
 * not read from disk when a page is served, so every build (the standalone one too) carries them;
 * and unlike an index of one import per file (lib/faq/faq-files.ts) nobody has to add a line for
 * a new story, and an empty folder is simply no story (docs/decisions.md "Customer stories are content").
 * Turbopack and Vite (the unit tests) both read `import.meta.glob`; the pattern must be a literal.
 */
const modules: Record<string, unknown> = import.meta.glob('../../content/stories/*.json', { eager: true, import: 'default' });

export const STORY_FILES: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(modules).map(([file, json]) => [slugOf(file), json]),
);

function slugOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
  if (!file.includes(`${STORIES_FOLDER}/`)) throw new Error(`A story file outside ${STORIES_FOLDER}/: ${file}`);
  return name;
}
