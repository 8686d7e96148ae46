import { fields } from '@keystatic/core';
import { IMAGE_ALT_LENGTH } from '@/lib/content-rules/content-images';
import { STORIES_FOLDER, STORY_LENGTHS, STORY_PHOTO_FOLDER } from '@/lib/stories/story-rules';
import { entryCollection, entryImage, placeInList } from './entry-fields';
import { localeTexts } from './locale-texts';

const text = (label: string, length: { min: number; max: number }, description?: string) =>
  fields.text({ label, description, validation: { length } });

/** Customer stories (content/stories/<name>.json), in the shape lib/stories/story-rules.ts checks. Only real customers, with their consent. */
export const storyCollection = entryCollection({
  label: 'Customer stories',
  folder: STORIES_FOLDER,
  name: 'The name of the story’s file, such as the club’s name.',
  columns: ['club'],
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
});
