import { collection, fields } from '@keystatic/core';
import { FEATURE_CARDS_FOLDER, SCREEN_CHOICES, TEXT_LENGTH, TITLE_LENGTH } from '@/lib/feature-cards/feature-card-rules';
import { entryName, placeInList } from './entry-fields';
import { localeTexts } from './locale-texts';

/** The home page's feature cards (content/feature-cards/<name>.json), in the shape lib/feature-cards/feature-card-rules.ts checks. */
export const featureCardCollection = collection({
  label: 'Feature cards (home page and brochure)',
  path: `${FEATURE_CARDS_FOLDER}/*`,
  format: { data: 'json' },
  slugField: 'slug',
  columns: ['order'],
  schema: {
    slug: entryName('The name of the card’s file.'),
    order: placeInList('card'),
    screen: fields.select({
      label: 'Drawing beside the card',
      description: 'One of the product’s drawings, shown beside the card on the home page; “none” for a card without one.',
      options: SCREEN_CHOICES.map((screen) => ({ label: screen, value: screen })),
      defaultValue: 'none',
    }),
    title: localeTexts('Title', { length: TITLE_LENGTH }),
    text: localeTexts('Text', { length: TEXT_LENGTH, multiline: true }),
  },
});
