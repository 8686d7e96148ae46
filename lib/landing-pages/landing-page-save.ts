import { KEBAB_CASE } from '@/lib/content-rules/collection-files';
import { referencesOnDisk } from './landing-page-folder';
import { LANDING_PAGES_FOLDER, landingPageProblems } from './landing-page-rules';

const FILE = new RegExp(`^${LANDING_PAGES_FOLDER}/([^/]+)\\.json$`);

/** Whether a file the editor saves is a landing page's (content/landing-pages/<slug>.json). */
export function isLandingPageFile(file: string): boolean {
  return FILE.test(file);
}

/** Whether the editor may delete a file: a landing page's, named as one (removing a page breaks no other). */
export function isDeletableLandingPage(file: string): boolean {
  const slug = FILE.exec(file)?.[1];
  return slug !== undefined && KEBAB_CASE.test(slug);
}

/**
 * The problems of a landing page saved from the editor (lib/content-editor/save-check.ts), one
 * line each naming the file and the box: the page's rules, its address (the file's name) among
 * them, with the feature cards, questions and stories as they are on disk now, where the editor
 * may just have added one.
 */
export function landingPageSaveProblems(file: string, text: string, baseDirectory: string): string[] {
  const slug = FILE.exec(file)?.[1];
  if (slug === undefined) return [`${file}: not a landing page's file.`];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [`${file}: not valid JSON.`];
  }
  return landingPageProblems({ [slug]: json }, referencesOnDisk(baseDirectory));
}
