import { LANDING_PAGES_FOLDER } from './landing-page-rules';

/**
 * Every file of content/landing-pages/, by its name (the page's slug), imported by the bundler's
 * glob as the stories are (lib/stories/story-files.ts): every build carries them, a marketer adds
 * a page without a developer adding a line, and an empty folder is simply no page. Turbopack and
 * Vite (the unit tests) both read `import.meta.glob`; the pattern must be a literal.
 */
const modules: Record<string, unknown> = import.meta.glob('../../content/landing-pages/*.json', { eager: true, import: 'default' });

export const LANDING_PAGE_FILES: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(modules).map(([file, json]) => [slugOf(file), json]),
);

function slugOf(file: string): string {
  if (!file.includes(`${LANDING_PAGES_FOLDER}/`)) throw new Error(`A landing page file outside ${LANDING_PAGES_FOLDER}/: ${file}`);
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}
