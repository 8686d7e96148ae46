import { singleton } from '@keystatic/core';
import { IMAGE_ALT_LENGTH } from '@/lib/content-rules/content-images';
import { HOME_PICTURE_IMAGE_FOLDER, homePictureFilePath } from '@/lib/home-picture/home-picture-rules';
import type { EditorStorage } from '@/lib/settings/env';
import { defaultLocalePreviewUrl } from '../preview-link';
import { entryImage } from './entry-fields';
import { localeTexts } from './locale-texts';

/** Its key in the editor (`/keystatic/singleton/homePicture`), listed under the home page in the menu. */
export const HOME_PICTURE_KEY = 'homePicture';

/**
 * The home page's photo (content/home-picture/picture.json, in the shape lib/home-picture/home-picture-rules.ts
 * checks): one page, not a list. Keystatic writes the photo to `public/home-picture/image.<type>`.
 */
export function homePictureSingleton(storage: EditorStorage) {
  return singleton({
    label: 'Home page — picture',
    path: homePictureFilePath.replace(/\.json$/, ''),
    format: { data: 'json' },
    previewUrl: defaultLocalePreviewUrl(storage, ''),
    schema: {
      image: entryImage('Photo at the top of the home page (optional)', HOME_PICTURE_IMAGE_FOLDER, {
        help: 'Shown beside the headline in place of the drawn member app; remove it to bring the drawing back. A portrait or square photo fits best: a phone shows it wider than tall, a computer taller than wide, cropped to the middle.',
      }),
      imageAlt: localeTexts('What the photo shows (alt text)', {
        description: 'Required with a photo, in every language: what a screen reader says instead of it.',
        length: IMAGE_ALT_LENGTH,
        required: false,
      }),
    },
  });
}
