import { collectionFolderProblems } from '@/lib/collections/collection-folder';
import { COLLECTIONS } from './registry';

/** Every collection's folder as it is on disk, in the registry's order: what `npm run check:i18n` reports. */
export async function everyCollectionProblems(root: string): Promise<string[]> {
  const problems: string[] = [];
  for (const collection of COLLECTIONS) problems.push(...(await collectionFolderProblems(collection, root)));
  return problems;
}
