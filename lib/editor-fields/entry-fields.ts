import { fields } from '@keystatic/core';
import { KEBAB_CASE, ORDER_BOUNDS } from '@/lib/content-rules/collection-files';
import { imageRulesInWords } from '@/lib/content-rules/content-images';

/**
 * The fields every collection's declaration takes its editor's boxes from: the entry's name (a text
 * field that Keystatic's `slugField` keeps as the file's name only, not in the file), its place in
 * the list, and its image.
 */

/** The entry's name, its file's name: `description` says what it names. */
export function entryName(description: string) {
  return fields.text({
    label: 'Name of this entry (its file)',
    description: `${description} Lowercase letters, digits and hyphens, such as spring-offer. Visitors never see it.`,
    validation: {
      length: { min: 2, max: 60 },
      pattern: { regex: KEBAB_CASE, message: 'use lowercase letters, digits and single hyphens, such as spring-offer' },
    },
  });
}

export function placeInList(what: string) {
  return fields.integer({
    label: 'Place in the list',
    description: `Where this ${what} stands: the lowest number comes first. Each needs its own number; leave gaps (10, 20, 30) so one can go between two others later.`,
    validation: { isRequired: true, ...ORDER_BOUNDS },
  });
}

/** An image an entry shows, written by the editor into `public/<folder>/<entry>/`. */
export function entryImage(label: string, publicFolder: string, { help = '', required = false } = {}) {
  return fields.image({
    label,
    description: `${help}${help ? ' ' : ''}${imageRulesInWords()}.`,
    directory: `public/${publicFolder}`,
    publicPath: `/${publicFolder}/`,
    validation: { isRequired: required },
  });
}
