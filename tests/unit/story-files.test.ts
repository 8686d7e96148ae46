/**
 * The stories folder: the site takes every file of content/stories/ through the bundler's glob (no
 * index to keep), ships none (none are invented), and `npm run check:i18n` checks the folder as it
 * is on disk, photos included: present in public/stories/, light enough, and an image of the size and type its name says.
 */
import { readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/lib/content-rules/content-images';
import { collectionFolderProblems } from '@/lib/collections/collection-folder';
import { siteFiles } from '@/lib/collections/site-files';
import { STORIES } from '@/lib/stories/stories';
import { STORIES_COLLECTION } from '@/lib/stories/story-collection';
import { FIXTURE_SLUG, rootWithFixtureStory } from '../helpers/story-fixture';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FILE = `content/stories/${FIXTURE_SLUG}.json`;
const STORY_FILES = siteFiles(STORIES_COLLECTION);
const storyFolderProblems = (root: string) => collectionFolderProblems(STORIES_COLLECTION, root);

describe('the stories as shipped', async () => {
  it('are the files of content/stories/, which holds none: the folder is kept by its .gitkeep alone', async () => {
    const onDisk = readdirSync(path.join(ROOT, 'content/stories'));
    expect(onDisk).toEqual(['.gitkeep']);
    expect(Object.keys(STORY_FILES)).toEqual(onDisk.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)));
    expect(STORIES).toEqual([]);
  });

  it('check:i18n finds nothing wrong with the empty folder', async () => {
    expect(await storyFolderProblems(ROOT)).toEqual([]);
  });
});

describe('check:i18n on a folder with a story', async () => {
  it('accepts the fixture story with its photo in public/stories/', async () => {
    expect(await storyFolderProblems(rootWithFixtureStory())).toEqual([]);
  });

  it('names a story whose photo is missing, too heavy, or not an image', async () => {
    const root = rootWithFixtureStory();
    const photo = path.join(root, 'public/stories', `${FIXTURE_SLUG}.jpg`);
    truncateSync(photo, IMAGE_MAX_BYTES + 1);
    expect(await storyFolderProblems(root)).toEqual([
      `${FILE} photo.src: public/stories/${FIXTURE_SLUG}.jpg: ${Math.ceil((IMAGE_MAX_BYTES + 1) / 1000)} kB; save it at most ${IMAGE_MAX_BYTES / 1000} kB (2000 pixels wide is plenty).`,
    ]);
    writeFileSync(photo, 'not an image');
    expect(await storyFolderProblems(root)).toEqual([
      `${FILE} photo.src: public/stories/${FIXTURE_SLUG}.jpg: not an image that can be read; save it again as JPEG, PNG, WebP or AVIF.`,
    ]);
    rmSync(photo);
    expect(await storyFolderProblems(root)).toEqual([
      `${FILE} photo.src: no file public/stories/${FIXTURE_SLUG}.jpg; add the image there.`,
    ]);
  });

  it('names a file that is not JSON, one that is not .json, and a missing folder', async () => {
    const root = rootWithFixtureStory();
    writeFileSync(path.join(root, 'content/stories/broken.json'), '{ "order": ');
    writeFileSync(path.join(root, 'content/stories/notes.txt'), 'draft');
    expect(await storyFolderProblems(root)).toEqual([
      'content/stories/broken.json: not valid JSON.',
      'content/stories/notes.txt: not a .json file; the folder holds one JSON file per entry.',
    ]);
    rmSync(path.join(root, 'content/stories'), { recursive: true });
    expect(await storyFolderProblems(root)).toEqual(['content/stories: the folder is missing; keep it, even empty (with its .gitkeep).']);
  });
});
