import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entryFilePath } from './collection-rules';

/**
 * A collection's folder as it is on disk (`npm run check:i18n`, never the site, which imports the
 * files through an index): each file valid JSON, and each listed in the index, so a file added by hand
 * or by the editor cannot be left off the site unnoticed. The files' own rules are checked by the
 * collection's problems, given the files read here.
 */
export function collectionFolderProblems(
  root: string,
  collection: { folder: string; noun: string; indexFile: string; index: Readonly<Record<string, unknown>> },
  problemsOf: (files: Record<string, unknown>) => string[],
): string[] {
  const folder = path.join(root, collection.folder);
  const problems: string[] = [];
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(folder).sort()) {
    const slug = name.replace(/\.json$/, '');
    if (slug === name) {
      problems.push(`${collection.folder}/${name}: not a .json file; the folder holds one JSON file per ${collection.noun}.`);
      continue;
    }
    try {
      files[slug] = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    } catch {
      problems.push(`${entryFilePath(collection, slug)}: not valid JSON.`);
      continue;
    }
    if (!(slug in collection.index))
      problems.push(`${entryFilePath(collection, slug)}: not in ${collection.indexFile}; add its import there, or the site leaves it out.`);
  }
  for (const slug of Object.keys(collection.index))
    if (!(slug in files)) problems.push(`${entryFilePath(collection, slug)}: listed in ${collection.indexFile} but missing.`);
  return [...problems, ...problemsOf(files)];
}
