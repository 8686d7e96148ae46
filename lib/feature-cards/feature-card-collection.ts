import { fields } from '@keystatic/core';
import { z } from 'zod';
import { defineCollection, type Entry } from '@/lib/collections/content-collection';
import { entryName, placeInList } from '@/lib/editor-fields/entry-fields';
import { localeTexts } from '@/lib/editor-fields/locale-texts';
import { SCREEN_LABELS } from '@/lib/editor-fields/option-labels';
import { orderField, perLocale, wordsOnly } from '@/lib/content-rules/collection-files';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';

/**
 * The feature cards (content/feature-cards/<slug>.json, one card per file): their place on the home
 * page and in the brochure, the product screen shown beside each (or `none`), and its title and text
 * in every language, plain text without placeholders. The editor's "Feature cards".
 */

export const TITLE_LENGTH = { min: 2, max: 60 };
export const TEXT_LENGTH = { min: 20, max: 300 };
export const SCREEN_CHOICES = [...PRODUCT_SCREENS, 'none'] as const;

export const featureCardSchema = z.strictObject({
  order: orderField,
  screen: z.enum(SCREEN_CHOICES, `must be one of ${SCREEN_CHOICES.join(', ')}`),
  title: perLocale(wordsOnly(TITLE_LENGTH)),
  text: perLocale(wordsOnly(TEXT_LENGTH)),
});

export type FeatureCard = Entry<typeof featureCardSchema>;

export const FEATURE_CARDS_COLLECTION = defineCollection({
  key: 'featureCards',
  folder: 'content/feature-cards',
  what: "The feature cards' files",
  schema: featureCardSchema,
  entries: { kind: 'ordered' },
  editor: {
    label: 'Feature cards (home page and brochure)',
    name: entryName('The name of the card’s file.'),
    columns: ['order'],
    preview: '',
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
  },
});
