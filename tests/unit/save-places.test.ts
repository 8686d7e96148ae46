/**
 * Where a save of the editor lands once the symbolic links on its way are followed
 * (lib/content-editor/save-places.ts, called by save-check.ts before anything is read or written):
 * inside the real place of its top folder, or refused. The text of a path cannot show a link.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pathsLeavingFolders } from '@/lib/content-editor/save-places';

let scratch: string;
let site: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'save-places-'));
  site = path.join(scratch, 'site');
  for (const folder of ['content/faq', 'messages', 'public']) mkdirSync(path.join(site, folder), { recursive: true });
  writeFileSync(path.join(site, 'messages/en.json'), '{}\n');
  mkdirSync(path.join(scratch, 'app'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const leaving = (...files: string[]) => pathsLeavingFolders(files, site);
const link = (target: string, at: string) => symlinkSync(path.join(scratch, target), path.join(site, at));

describe('a save’s paths', () => {
  it('stay in: files and folders that exist or that the write creates', async () => {
    expect(await leaving('messages/en.json', 'messages/es.json', 'content/faq/new.json', 'public/faq/new/image.png')).toEqual([]);
  });

  it('leave through a linked folder, a linked file, a link to nothing or a loop of links', async () => {
    link('app', 'public/faq');
    link('app/page.tsx', 'messages/es.json');
    link('app/nowhere', 'content/faq/dangling.json');
    symlinkSync('loop-b', path.join(site, 'content/faq/loop-a'));
    symlinkSync('loop-a', path.join(site, 'content/faq/loop-b'));
    const files = ['public/faq/court-lights/image.png', 'messages/es.json', 'content/faq/dangling.json', 'content/faq/loop-a/x.json'];
    expect(await leaving(...files)).toEqual(
      files.map((file) => expect.stringMatching(new RegExp(`^${file}: a symbolic link on its way leads out of ${file.split('/')[0]}/`))),
    );
  });

  it('stay in through a link that stays in its folder, and through a top folder that is itself a link', async () => {
    mkdirSync(path.join(site, 'public/pictures'));
    symlinkSync(path.join(site, 'public/pictures'), path.join(site, 'public/faq'));
    rmSync(path.join(site, 'content'), { recursive: true });
    mkdirSync(path.join(scratch, 'shared-content/faq'), { recursive: true });
    link('shared-content', 'content');
    expect(await leaving('public/faq/court-lights/image.png', 'content/faq/new.json')).toEqual([]);
  });

  it('leave a folder for another of the editor’s: public/ is not content/', async () => {
    symlinkSync(path.join(site, 'content'), path.join(site, 'public/faq'));
    expect(await leaving('public/faq/court-lights/image.png')).toHaveLength(1);
  });
});
