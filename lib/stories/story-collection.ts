import { fields } from '@keystatic/core';
import { z } from 'zod';
import { defineCollection, type Entry } from '@/lib/collections/content-collection';
import { entryImage, entryName, placeInList } from '@/lib/editor-fields/entry-fields';
import { localeTexts } from '@/lib/editor-fields/locale-texts';
import { orderField, perLocale, plainText, whenMissing } from '@/lib/content-rules/collection-files';
import { IMAGE_ALT_LENGTH, imagePath } from '@/lib/content-rules/content-images';

/**
 * A customer story (content/stories/<slug>.json, one story per file): a real club, its city, the
 * person quoted and their role, their quote, one figure with its label, and a photo in
 * public/stories/ with its alt text; every text a visitor reads in every language
 * (docs/decisions.md "Customer stories are content"). Only real customers, with their consent.
 */

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

export type Story = Entry<typeof storySchema>;

const text = (label: string, length: { min: number; max: number }, description?: string) =>
  fields.text({ label, description, validation: { length } });

export const STORIES_COLLECTION = defineCollection({
  key: 'stories',
  folder: 'content/stories',
  what: 'The customer stories',
  schema: storySchema,
  entries: { kind: 'ordered' },
  image: { folder: STORY_PHOTO_FOLDER, field: ['photo', 'src'] },
  editor: {
    label: 'Customer stories',
    name: entryName('The name of the story’s file, such as the club’s name.'),
    columns: ['club'],
    preview: '',
    schema: {
      order: placeInList('story'),
      club: text('Club', STORY_LENGTHS.name, 'The club’s name, as the club writes it.'),
      city: localeTexts('City', { length: STORY_LENGTHS.city }),
      person: fields.object(
        { name: text('Name', STORY_LENGTHS.name), role: localeTexts('Role at the club', { length: STORY_LENGTHS.role }) },
        { label: 'The person quoted' },
      ),
      quote: localeTexts('Quote', { length: STORY_LENGTHS.quote, multiline: true }),
      figure: fields.object(
        {
          value: text('Figure', STORY_LENGTHS.figureValue, 'One number the club stands behind, the same in every language: +38 %, 2,400.'),
          label: localeTexts('What the figure counts', { length: STORY_LENGTHS.figureLabel }),
        },
        { label: 'One figure' },
      ),
      photo: fields.object(
        {
          src: entryImage('Photo', STORY_PHOTO_FOLDER, { required: true }),
          alt: localeTexts('What the photo shows (alt text)', { length: IMAGE_ALT_LENGTH }),
        },
        { label: 'Photo' },
      ),
    },
  },
});
