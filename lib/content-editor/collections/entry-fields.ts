import { fields } from '@keystatic/core';
import { KEBAB_CASE } from '@/lib/content-rules/collection-files';

/**
 * The fields every collection entry has: its file's name, which the editor asks for as the entry's
 * name (Keystatic keeps it as the file name only, not in the file), and its place in the list.
 */
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
    validation: { isRequired: true, min: 1, max: 999 },
  });
}
