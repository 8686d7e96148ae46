import { z } from 'zod';
import { KEBAB_CASE } from './collection-files';

/**
 * The images marketers add with a collection's entries (a story's photo, a question's picture): where
 * they live in public/, their types, and what a save must hold them to. The editor writes an entry's
 * image into `public/<folder>/<entry>/…` (Keystatic's image field), so a path may have folders.
 */
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** Each type as people name it, for the help of the editor's image boxes. */
const IMAGE_TYPE_NAMES: Record<(typeof IMAGE_TYPES)[number], string> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
};

/** The image rules said in words: `JPEG, PNG, WebP or AVIF, at least 600 × 300 pixels and at most 1 MB`. */
export function imageRulesInWords(): string {
  const names = [...new Set(IMAGE_TYPES.map((type) => IMAGE_TYPE_NAMES[type]))];
  const { minWidth, minHeight } = IMAGE_DIMENSIONS;
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}, at least ${minWidth} × ${minHeight} pixels and at most ${IMAGE_MAX_BYTES / 1_000_000} MB`;
}

/** Heavier than this is a photo straight off a camera: the optimizer would serve it, but the repository keeps it forever. */
export const IMAGE_MAX_BYTES = 1_000_000;

/** Pixels: under the smallest a layout shows crisply on a phone's screen; over the largest gains nothing but bytes. */
export const IMAGE_DIMENSIONS = { minWidth: 600, minHeight: 300, maxWidth: 4000, maxHeight: 4000 } as const;

export const IMAGE_ALT_LENGTH = { min: 10, max: 200 } as const;

/** A path the pages can serve: `/<folder>/…/<kebab-case name>.<type>`, each folder kebab-case too. */
export function imagePath(publicFolder: string) {
  const segment = KEBAB_CASE.source.slice(1, -1);
  const pattern = new RegExp(`^/${publicFolder}/(${segment}/)*${segment}\\.(${IMAGE_TYPES.join('|')})$`);
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'missing: add the image' : 'must be text') })
    .regex(pattern, `must be an image in public/${publicFolder}/, named in kebab-case, of type ${IMAGE_TYPES.join(', ')}`);
}
