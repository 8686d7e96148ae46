import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectionFilePath } from './collection-files';

/** Files a collection's folder may hold beside its entries: what keeps an empty folder in git. */
const KEEP_FILES = new Set(['.gitkeep']);

/**
 * A collection's files as they are on disk, by slug (`npm run check:i18n` and tests, never the site,
 * which imports them), and the problems of files that are not entries: not `.json`, or not JSON.
 */
export function readCollectionFolder(root: string, folder: string): { files: Record<string, unknown>; problems: string[] } {
  const directory = path.join(/*turbopackIgnore: true*/ root, folder);
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  if (!existsSync(directory)) return { files, problems: [`${folder}: the folder is missing; keep it, even empty (with its .gitkeep).`] };
  for (const name of readdirSync(directory).sort()) {
    if (KEEP_FILES.has(name)) continue;
    const slug = name.replace(/\.json$/, '');
    if (slug === name) {
      problems.push(`${folder}/${name}: not a .json file; the folder holds one JSON file per entry.`);
      continue;
    }
    try {
      files[slug] = JSON.parse(readFileSync(path.join(/*turbopackIgnore: true*/ directory, name), 'utf8'));
    } catch {
      problems.push(`${collectionFilePath(folder, slug)}: not valid JSON.`);
    }
  }
  return { files, problems };
}
