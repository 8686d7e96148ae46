/**
 * The site imports the FAQ files with the bundler's glob (lib/collections/site-files.ts) rather than reading
 * the folder at run time: exactly the files of content/faq/, so a question the editor adds needs no
 * code, and `npm run check:i18n` checks the folder on disk by the same rules.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionFolderProblems } from '@/lib/collections/collection-folder';
import { siteFiles } from '@/lib/collections/site-files';
import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';

const FAQ_FILES = siteFiles(FAQ_COLLECTION);
const faqFolderProblems = (root: string) => collectionFolderProblems(FAQ_COLLECTION, root);

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDER = path.join(ROOT, 'content/faq');

describe('the FAQ files the site imports', async () => {
  it('lists exactly the files in content/faq/, each with its contents', async () => {
    const onDisk = readdirSync(FOLDER).map((name) => name.replace(/\.json$/, ''));
    expect(Object.keys(FAQ_FILES).sort()).toEqual(onDisk.sort());
    for (const slug of onDisk) expect(FAQ_FILES[slug]).toEqual(JSON.parse(readFileSync(path.join(FOLDER, `${slug}.json`), 'utf8')));
  });

  it('check:i18n finds nothing wrong with the folder as shipped', async () => {
    expect(await faqFolderProblems(ROOT)).toEqual([]);
  });

  it('check:i18n accepts a question added with no code, and names a file that is not JSON', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'faq-'));
    mkdirSync(path.join(root, 'content/faq'), { recursive: true });
    for (const name of readdirSync(FOLDER)) writeFileSync(path.join(root, 'content/faq', name), readFileSync(path.join(FOLDER, name)));
    const extra = { ...(FAQ_FILES['demo-length'] as object), order: 900 };
    writeFileSync(path.join(root, 'content/faq/new-question.json'), JSON.stringify(extra));
    writeFileSync(path.join(root, 'content/faq/broken.json'), '{ "order": ');
    expect(await faqFolderProblems(root)).toEqual(['content/faq/broken.json: not valid JSON.']);
  });
});
