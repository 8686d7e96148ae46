import type { EditorStorage } from '@/lib/settings/env';

/**
 * The editor's name at the top of its menu (Keystatic's `ui.brand.name`), which says where a save
 * goes, so that nobody takes a local save for a published one (CONTENT.md "How a change reaches the live site"):
 * - local mode: into the files of the machine the editor runs on, live only once a developer
 *   commits them;
 * - GitHub mode: onto a branch of the repository (`content/…`), live once its pull request is merged.
 */
export function editorBrandName(storage: EditorStorage, productName: string): string {
  const where =
    storage.kind === 'local'
      ? 'local: saves to the files here, not live'
      : `GitHub: saves to ${storage.branchPrefix ? `a ${storage.branchPrefix}… branch` : 'a branch'}, live once merged`;
  return `${productName} copy (${where})`;
}
