import { fields } from '@keystatic/core';
import { FEATURE_CARDS_FOLDER, SCREEN_CHOICES, TEXT_LENGTH, TITLE_LENGTH } from '@/lib/feature-cards/feature-card-rules';
import { entryCollection, placeInList } from './entry-fields';
import { localeTexts } from './locale-texts';
import { SCREEN_LABELS } from './option-labels';

/** The home page's feature cards (content/feature-cards/<name>.json), in the shape lib/feature-cards/feature-card-rules.ts checks. */
export const featureCardCollection = entryCollection({
  label: 'Feature cards (home page and brochure)',
  folder: FEATURE_CARDS_FOLDER,
  name: 'The name of the card’s file.',
  columns: ['order'],
  schema: {
    order: placeInList('card'),
    screen: fields.select({
      label: 'Drawing beside the card',
      description: 'One of the product’s drawings, shown beside the card on the home page, or none.',
      options: SCREEN_CHOICES.map((screen) => ({ label: SCREEN_LABELS[screen], value: screen })),
      defaultValue: 'none',
    }),
    title: localeTexts('Title', { length: TITLE_LENGTH }),
    text: localeTexts('Text', { length: TEXT_LENGTH, multiline: true }),
  },
});
