import { fields, type Collection, type ComponentSchema } from '@keystatic/core';
import { KEBAB_CASE, ORDER_BOUNDS } from '@/lib/content-rules/collection-files';
import { imageRulesInWords } from '@/lib/content-rules/content-images';

/**
 * What every collection of the editor shares: one JSON file per entry in its folder, the file's
 * name asked for as the entry's name (a text field as Keystatic's `slugField` is kept as the file
 * name only, not in the file), the columns of its list, and its own fields.
 */
export function entryCollection({
  label,
  folder,
  name,
  columns,
  schema,
}: {
  label: string;
  /** From the project's root: `content/faq`. */
  folder: string;
  /** The help of the entry's name, or a field of its own (a landing page's name is its address). */
  name: string | ReturnType<typeof fields.text>;
  columns?: string[];
  schema: Record<string, ComponentSchema>;
}): Collection<Record<string, ComponentSchema>, string> {
  return {
    label,
    path: `${folder}/*` as const,
    format: { data: 'json' },
    slugField: 'slug',
    columns,
    schema: { slug: typeof name === 'string' ? entryName(name) : name, ...schema },
  };
}

function entryName(description: string) {
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
