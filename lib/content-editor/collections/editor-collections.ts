import { singleton, type Collection, type ComponentSchema, type Singleton } from '@keystatic/core';
import type { AnyCollection } from '@/lib/collections/content-collection';
import { COLLECTIONS } from '@/lib/collection-registry/registry';
import type { EditorStorage } from '@/lib/settings/env';
import { defaultLocalePreviewUrl } from '../preview-link';
import { entryName } from '@/lib/editor-fields/entry-fields';

type Schema = Record<string, ComponentSchema>;
type EditorCollection = Collection<Schema, string>;

/** The declarations the editor shows as lists (one file per entry), and those of one file (a page of the editor). */
export const LIST_COLLECTIONS = COLLECTIONS.filter((collection) => collection.entries.kind !== 'single');
export const SINGLE_FILE_COLLECTIONS = COLLECTIONS.filter((collection) => collection.entries.kind === 'single');

/**
 * The collections of the editor, by their key in Keystatic's navigation (`/keystatic/collection/<key>`),
 * from the declarations (lib/collection-registry/registry.ts): one JSON file per entry in its folder, the
 * file's name asked for as the entry's name, each with the page its "Preview" opens.
 */
export function editorCollections(storage: EditorStorage): Record<string, EditorCollection> {
  return Object.fromEntries(
    LIST_COLLECTIONS.map(({ key, folder, editor }): [string, EditorCollection] => [
      key,
      {
        label: editor.label,
        path: `${folder}/*`,
        format: { data: 'json' },
        slugField: 'slug',
        columns: editor.columns,
        schema: {
          slug: typeof editor.name === 'object' ? editor.name : entryName(editor.name ?? 'The name of the entry’s file.'),
          ...editor.schema,
        },
        previewUrl: defaultLocalePreviewUrl(storage, editor.preview),
      },
    ]),
  );
}

/** The collections of one file (the home page's picture), each one page of the editor (`/keystatic/singleton/<key>`). */
export function editorSingleFiles(storage: EditorStorage): Record<string, Singleton<Schema>> {
  return Object.fromEntries(
    SINGLE_FILE_COLLECTIONS.map((collection: AnyCollection) => {
      const { key, folder, editor, entries } = collection;
      const name = entries.kind === 'single' ? entries.name : '';
      return [
        key,
        singleton({
          label: editor.label,
          path: `${folder}/${name}`,
          format: { data: 'json' },
          previewUrl: defaultLocalePreviewUrl(storage, editor.preview),
          schema: editor.schema,
        }),
      ];
    }),
  );
}
