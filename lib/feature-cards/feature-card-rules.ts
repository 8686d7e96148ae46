import { z } from 'zod';
import {
  collectionFilePath,
  collectionProblems,
  loadCollection,
  orderField,
  perLocale,
  wordsOnly,
} from '@/lib/content-rules/collection-files';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';

/**
 * The rules of a feature card (content/feature-cards/<slug>.json, one card per file, the shape the
 * editor's collection will write): its place on the home page, the product screen shown beside it
 * (or `none`), and its title and text in every language, plain text without placeholders. The
 * rules every collection shares, and its problems naming the file and the field, are
 * lib/content-rules/collection-files.ts.
 */

export const FEATURE_CARDS_FOLDER = 'content/feature-cards';
export const TITLE_LENGTH = { min: 2, max: 60 };
export const TEXT_LENGTH = { min: 20, max: 300 };
export const SCREEN_CHOICES = [...PRODUCT_SCREENS, 'none'] as const;

export const featureCardSchema = z.strictObject({
  order: orderField,
  screen: z.enum(SCREEN_CHOICES, `must be one of ${SCREEN_CHOICES.join(', ')}`),
  title: perLocale(wordsOnly(TITLE_LENGTH)),
  text: perLocale(wordsOnly(TEXT_LENGTH)),
});

export type FeatureCardFile = z.output<typeof featureCardSchema>;
export interface FeatureCard extends FeatureCardFile {
  slug: string;
}

export const FEATURE_CARDS_COLLECTION = { folder: FEATURE_CARDS_FOLDER, schema: featureCardSchema };

export const featureCardFilePath = (slug: string) => collectionFilePath(FEATURE_CARDS_FOLDER, slug);

/** What is wrong with the feature cards' files, one line each naming the file and the field; empty when they are fine. */
export function featureCardProblems(files: Readonly<Record<string, unknown>>): string[] {
  return collectionProblems(FEATURE_CARDS_COLLECTION, files);
}

/** The cards in order; throws, naming every problem, when a file breaks the rules (the build fails). */
export function loadFeatureCards(files: Readonly<Record<string, unknown>>): FeatureCard[] {
  return loadCollection(FEATURE_CARDS_COLLECTION, files, "The feature cards' files");
}
