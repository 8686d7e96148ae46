import { loadCollection } from '@/lib/collections/collection-rules';
import type { CollectionFiles } from '@/lib/collections/content-collection';
import { siteFiles } from '@/lib/collections/site-files';
import type { Locale } from '@/lib/i18n/locales';
import { HOME_PICTURE_COLLECTION } from './home-picture-collection';

export interface HomePicture {
  src: string;
  alt: Record<Locale, string>;
}

/** The photo with its alt texts, or undefined for the drawing; throws, naming every problem, when the file breaks the rules (the build fails). */
export function loadHomePicture(files: CollectionFiles): HomePicture | undefined {
  const [picture] = loadCollection(HOME_PICTURE_COLLECTION, files);
  if (!picture?.image) return undefined;
  return { src: picture.image, alt: picture.imageAlt as Record<Locale, string> };
}

/** The home page's photo, or undefined while there is none (the drawing shows); a file that breaks the rules fails the build here. */
export const HOME_PICTURE: HomePicture | undefined = loadHomePicture(siteFiles(HOME_PICTURE_COLLECTION));
