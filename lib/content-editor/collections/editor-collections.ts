import type { Collection, ComponentSchema } from '@keystatic/core';
import type { EditorStorage } from '@/lib/settings/env';
import { defaultLocalePreviewUrl } from '../preview-link';
import { faqCollection } from './faq-collection';
import { featureCardCollection } from './feature-card-collection';
import { landingPageCollection } from './landing-page-collection';
import { COLLECTION_KEYS } from './option-labels';
import { storyCollection } from './story-collection';

type EditorCollection = Collection<Record<string, ComponentSchema>, string>;

/**
 * The collections of the editor, by their key in Keystatic's navigation (`/keystatic/collection/<key>`),
 * each with the page its "Preview" opens: where its entries are shown.
 */
export function editorCollections(storage: EditorStorage): Record<string, EditorCollection> {
  const shownOn = (collection: EditorCollection, path: string) => ({ ...collection, previewUrl: defaultLocalePreviewUrl(storage, path) });
  return {
    [COLLECTION_KEYS.faq]: shownOn(faqCollection, '/faq'),
    [COLLECTION_KEYS.stories]: shownOn(storyCollection, ''),
    [COLLECTION_KEYS.featureCards]: shownOn(featureCardCollection, ''),
    [COLLECTION_KEYS.landingPages]: shownOn(landingPageCollection, '/{slug}'),
  };
}
