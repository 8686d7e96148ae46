import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Copy } from './copy-tree';
import { PRICING_FILE, SCHEDULING_FILE, SITE_FILE } from './edited-files';
import type { EditorFiles } from './editor-config';

/** The English messages: the boxes of every page of the editor, and the text shown beside each. */
export const ENGLISH_FILE = 'messages/en.json';

/** Every file the editor's fields are made from, for next.config.ts to ship beside the editor's page. */
export const EDITOR_FIELD_FILES = [ENGLISH_FILE, SITE_FILE, SCHEDULING_FILE, PRICING_FILE];

/**
 * The files the editor's fields are made from, as they are on disk now (the project's root, or a
 * test's scratch copy): read by the editor's page at each visit, never imported, so that neither
 * the page nor its code in the browser depends on a file the editor writes (./editor-config.ts
 * `EditorFiles`). A page opened after a save shows the English as saved.
 */
export function readEditorFiles(root: string = process.cwd()): EditorFiles {
  const read = (file: string) => JSON.parse(readFileSync(path.join(/*turbopackIgnore: true*/ root, file), 'utf8')) as Copy;
  return { english: read(ENGLISH_FILE), site: read(SITE_FILE), scheduling: read(SCHEDULING_FILE), pricing: read(PRICING_FILE) };
}
