import type { Collection, ComponentSchema } from '@keystatic/core';
import { faqCollection } from './faq-collection';
import { featureCardCollection } from './feature-card-collection';
import { storyCollection } from './story-collection';

/** The collections of the editor, by their key in Keystatic's navigation (`/keystatic/collection/<key>`). */
export const EDITOR_COLLECTIONS: Record<string, Collection<Record<string, ComponentSchema>, string>> = {
  faq: faqCollection,
  featureCards: featureCardCollection,
  stories: storyCollection,
};
