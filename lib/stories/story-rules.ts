import { z } from 'zod';
import {
  collectionFilePath,
  collectionProblems,
  loadCollection,
  orderField,
  perLocale,
  plainText,
  whenMissing,
} from '@/lib/content-rules/collection-files';
import { IMAGE_ALT_LENGTH, imagePath } from '@/lib/content-rules/content-images';

/**
 * The rules of a customer story (content/stories/<slug>.json, one story per file, the shape the
 * editor's collection will write): a real club, its city, the person quoted and their role, their
 * quote, one figure with its label, and a photo in public/stories/ with its alt text; every text a
 * visitor reads in every language. Every problem names the file and the field, for the marketer who
 * edited the file (docs/decisions.md "Customer stories are content").
 */

export const STORIES_FOLDER = 'content/stories';

/** The photos' folder in public/, where the editor writes each story's photo (`/stories/<story>/photo/src.jpg`). */
export const STORY_PHOTO_FOLDER = 'stories';

export const STORY_LENGTHS = {
  name: { min: 2, max: 80 },
  city: { min: 2, max: 60 },
  role: { min: 2, max: 80 },
  quote: { min: 20, max: 400 },
  figureValue: { min: 1, max: 12 },
  figureLabel: { min: 3, max: 60 },
} as const;

export const storySchema = z.strictObject({
  order: orderField,
  club: plainText(STORY_LENGTHS.name, 'missing: write the club’s name'),
  city: perLocale(plainText(STORY_LENGTHS.city)),
  person: z.strictObject(
    {
      name: plainText(STORY_LENGTHS.name, 'missing: write the person’s name'),
      role: perLocale(plainText(STORY_LENGTHS.role)),
    },
    whenMissing('missing: the person quoted, with their name and role'),
  ),
  quote: perLocale(plainText(STORY_LENGTHS.quote)),
  figure: z.strictObject(
    {
      // One figure, the same in every language ("+38 %", "2,400"): a number the club can stand behind.
      value: plainText(STORY_LENGTHS.figureValue).refine((value) => /\d/.test(value), 'write a figure: it has no digit'),
      label: perLocale(plainText(STORY_LENGTHS.figureLabel)),
    },
    whenMissing('missing: the one figure, with its value and label'),
  ),
  photo: z.strictObject(
    {
      src: imagePath(STORY_PHOTO_FOLDER),
      alt: perLocale(plainText(IMAGE_ALT_LENGTH)),
    },
    whenMissing('missing: the photo, with its path and alt text'),
  ),
});

export type StoryFile = z.output<typeof storySchema>;
export interface Story extends StoryFile {
  slug: string;
}

const STORIES = { folder: STORIES_FOLDER, schema: storySchema };

export const storyFilePath = (slug: string) => collectionFilePath(STORIES_FOLDER, slug);

/** What is wrong with the story files, one line each naming the file and the field; empty when they are fine. */
export function storyProblems(files: Readonly<Record<string, unknown>>): string[] {
  return collectionProblems(STORIES, files);
}

/** The stories in order; throws, naming every problem, when a file breaks the rules (the build fails). */
export function loadStories(files: Readonly<Record<string, unknown>>): Story[] {
  return loadCollection(STORIES, files, 'The customer stories');
}
