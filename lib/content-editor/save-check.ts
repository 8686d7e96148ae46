import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from '@/lib/content-rules/json-file';
import { savedLanguageProblems } from '@/lib/content-rules/site-glossary';
import { collectionFileOf, collectionSaveProblems } from './collection-saves';
import { copyProblems } from './copy-rules';
import { EDITED_FILES, LANGUAGE_FILES } from './edited-files';
import { FILE_RULES } from './file-rules';
import type { Copy } from './editor-config';
import { pathsLeavingFolders } from './save-places';

/**
 * The server's own check of a save from the editor in local mode, before Keystatic writes a file:
 * the browser's checks can be skipped by anyone who posts to /api/keystatic/update directly. Only
 * the content files, each complete (every key of its reference, in order), in the files' format,
 * every text within the copy rules and its language's (French typography, the glossary), none
 * deleted; and the collections' entries and images
 * (./collection-saves.ts), which may be deleted; and every path where it really lands, with the
 * symbolic links on its way followed, inside the editor's folders (./save-places.ts). In GitHub mode the browser commits to GitHub
 * itself, and `npm run check:i18n` applies the same rules to the commit.
 */
/** More files than any one save of the editor writes: the content files, or an entry with its images. */
const MAX_FILES_IN_A_SAVE = EDITED_FILES.length + 8;
const updateSchema = z.object({
  additions: z.array(z.object({ path: z.string().max(300), contents: z.string() })).max(MAX_FILES_IN_A_SAVE),
  deletions: z.array(z.object({ path: z.string().max(300) })).max(MAX_FILES_IN_A_SAVE),
});

export type EditorUpdate = z.output<typeof updateSchema>;

/** A save as Keystatic writes it, without anything else the request held; undefined when it is not one. */
export function editorUpdate(update: unknown): EditorUpdate | undefined {
  const parsed = updateSchema.safeParse(update);
  return parsed.success ? parsed.data : undefined;
}

/** The problems of a save, one line each naming the file and key; empty when it may be written. */
export async function saveProblems(update: unknown, baseDirectory: string): Promise<string[]> {
  const save = editorUpdate(update);
  if (!save) return ['The save is not an editor update of the content files.'];
  const additions = save.additions.map(({ path: file, contents }) => ({ path: file, bytes: Buffer.from(contents, 'base64') }));
  const deletions = save.deletions.map(({ path: file }) => file);
  const problems: string[] = [];
  for (const file of deletions) {
    if (EDITED_FILES.includes(file)) problems.push(`${file}: the editor does not delete this file.`);
    else if (!collectionFileOf(file)) problems.push(`${file}: not a content file the editor may change.`);
  }
  for (const { path: file } of additions)
    if (!EDITED_FILES.includes(file) && !collectionFileOf(file)) problems.push(`${file}: not a content file the editor may change.`);
  if (problems.length) return problems;
  // Before any file is read: a link that leads out is refused whatever the files hold.
  const leaving = await pathsLeavingFolders([...additions.map(({ path: file }) => file), ...deletions], baseDirectory);
  if (leaving.length) return leaving;
  for (const { path: file, bytes } of additions) {
    if (!EDITED_FILES.includes(file)) continue;
    const reference = await readCopy(path.join(/*turbopackIgnore: true*/ baseDirectory, referenceOf(file)));
    const text = bytes.toString('utf8');
    const ofFile = fileProblems(file, text, reference);
    // The language's rules once the file is sound: its texts are known then.
    const locale = LANGUAGE_FILES.find((language) => language.file === file)?.locale;
    problems.push(...(ofFile.length ? ofFile : savedLanguageProblems(file, JSON.parse(text), locale)));
  }
  if (problems.length) return problems;
  return collectionSaveProblems(additions, deletions, baseDirectory);
}

/**
 * The problems of the content files as they are (`npm run check:i18n`): the same rules as a save,
 * so a commit made in GitHub mode, or by hand, is held to them too.
 */
export function contentFileProblems(read: (file: string) => string): string[] {
  return EDITED_FILES.flatMap((file) => fileProblems(file, read(file), JSON.parse(read(referenceOf(file))) as Copy));
}

/** Translations answer to the English messages; the English and the site details to their current text. */
function referenceOf(file: string): string {
  return file.startsWith('messages/') ? 'messages/en.json' : file;
}

async function readCopy(file: string): Promise<Copy> {
  return JSON.parse(await readFile(file, 'utf8')) as Copy;
}

/** What is wrong with one file's new text, measured against its reference copy. */
export function fileProblems(file: string, text: string, reference: Copy): string[] {
  const read = readJsonFile(file, text);
  if ('problem' in read) return [read.problem];
  const copy = read.json;
  const expected = flatten(reference);
  const actual = flatten(copy as Copy);
  if (actual === undefined || actual.map(([key]) => key).join('\n') !== expected?.map(([key]) => key).join('\n')) {
    return [`${file}: its keys must be exactly those of ${referenceOf(file)}, in the same order.`];
  }
  const english = new Map(expected);
  const problems = actual.flatMap(([key, value]) =>
    copyProblems(english.get(key) ?? '', value).map((problem) => `${file} ${key}: ${problem}`),
  );
  // The settings files are figures, hours, amounts and the company's identity too: each must also be
  // one the site can use (./file-rules.ts, which the editor's boxes apply as the marketer types).
  const rules = FILE_RULES[file];
  if (rules) problems.push(...rules(copy).map((problem) => `${file} ${problem}`));
  return problems;
}

/** Key and text of every string, depth first; undefined when a value is neither text nor a group. */
export function flatten(copy: Copy, prefix = ''): [string, string][] | undefined {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') entries.push([`${prefix}${key}`, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = flatten(value, `${prefix}${key}.`);
      if (!nested) return undefined;
      entries.push(...nested);
    } else return undefined;
  }
  return entries;
}
