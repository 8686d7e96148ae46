import type { ComponentSchema } from '@keystatic/core';
import type { AnyCollection } from '@/lib/collections/content-collection';

/**
 * Issue 49 item 4: a save the server refuses names each box at fault in Keystatic's red band
 * ("content/faq/x.json order: 10 is also the order of content/faq/y.json; give each entry its
 * own."). The rules the editor applies as the marketer types already mark their box; the ones only
 * the server can apply (an order another entry has, an image too small, a name another entry
 * uses) are marked on their box too, from these lines: which box of the open form each names,
 * by the labels a marketer sees.
 */

/** One line of a refused save: the file, the box in it (its path in the file), and what is wrong. */
export interface RefusedLine {
  file: string;
  /** `order`, `imageAlt.es`; empty when the line is about the whole file (an image's). */
  box: string;
  problem: string;
}

/** A box of the open form to mark: its labels from the outermost group to the box, and why. */
export interface RefusedBox {
  labels: string[];
  problem: string;
}

/** The text of a refused save (editor-api.ts `notSaved`): `Not saved:` then one line per problem. */
export function refusedLines(text: string): RefusedLine[] {
  if (!text.startsWith('Not saved:')) return [];
  return text
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      // `<file>: <problem>` or `<file> <box>: <problem>`; a file's path holds no space, a box no `: `.
      const match = /^(\S+?)(?: ([^:]+?))?: (.+)$/.exec(line.trim());
      return match ? [{ file: match[1]!, box: match[2] ?? '', problem: match[3]! }] : [];
    });
}

/**
 * The boxes of the form open for `saved` (the files the save held) that the lines name: lines about
 * an entry's file the save wrote, by the path of their box in the collection's fields, and lines
 * about an image the save added, on the collection's image box. A line about another entry (the one
 * whose order this one took) or a box without a label path (a landing page's block) stays in the
 * red band alone.
 */
export function refusedBoxes(lines: readonly RefusedLine[], saved: readonly string[], collections: readonly AnyCollection[]): RefusedBox[] {
  return lines.flatMap(({ file, box, problem }) => {
    if (!saved.includes(file)) return [];
    const collection = collections.find(
      (candidate) => file.startsWith(`${candidate.folder}/`) || (candidate.image && file.startsWith(`public/${candidate.image.folder}/`)),
    );
    if (!collection) return [];
    const path = file.startsWith('public/') ? (collection.image?.field ?? []) : box.split('.');
    const labels = fieldLabels(collection.editor.schema, path);
    return labels ? [{ labels, problem }] : [];
  });
}

/** The labels of the fields along a path (`imageAlt.es` → What the picture shows, Español); undefined where one has none. */
export function fieldLabels(schema: Record<string, ComponentSchema>, path: readonly string[]): string[] | undefined {
  const labels: string[] = [];
  let fields: Record<string, ComponentSchema> | undefined = schema;
  for (const key of path) {
    const field: ComponentSchema | undefined = fields?.[key];
    if (!field || !('label' in field) || typeof field.label !== 'string') return undefined;
    labels.push(field.label);
    fields = field.kind === 'object' ? field.fields : undefined;
  }
  return labels.length ? labels : undefined;
}
