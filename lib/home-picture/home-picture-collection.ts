import { z } from 'zod';
import { defineCollection } from '@/lib/collections/content-collection';
import { entryImage } from '@/lib/editor-fields/entry-fields';
import { localeTexts } from '@/lib/editor-fields/locale-texts';
import { HOME_COPY_PAGE_ID } from '@/lib/editor-fields/copy-sections';
import { IMAGE_ALT_LENGTH, imagePath } from '@/lib/content-rules/content-images';
import { optionalAltTexts, requireAltTexts } from '@/lib/content-rules/image-alt';

/**
 * The home page's picture (content/home-picture/picture.json, the editor's "Home page — picture"):
 * a photo marketers may put at the top of the home page in place of the drawn member app, with its
 * alt text in every language. No file, or a file without a photo, keeps the drawing, as shipped.
 * One page in the editor, not a list; Keystatic writes the photo to `public/home-picture/image.<type>`.
 */

/** Where the editor writes the photo, under public/ (`/home-picture/image.jpg`). */
export const HOME_PICTURE_IMAGE_FOLDER = 'home-picture';

export const homePictureSchema = z
  .strictObject({ image: imagePath(HOME_PICTURE_IMAGE_FOLDER).optional(), imageAlt: optionalAltTexts })
  .superRefine(requireAltTexts);

export const HOME_PICTURE_COLLECTION = defineCollection({
  key: 'homePicture',
  folder: 'content/home-picture',
  what: 'The home page picture files',
  schema: homePictureSchema,
  entries: { kind: 'single', name: 'picture', what: 'the home page’s picture' },
  image: { folder: HOME_PICTURE_IMAGE_FOLDER, field: ['image'] },
  editor: {
    label: 'Home page — picture',
    preview: '',
    besideCopyPage: HOME_COPY_PAGE_ID,
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
  },
});
