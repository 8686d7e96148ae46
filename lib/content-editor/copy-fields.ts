import { fields, type ComponentSchema } from '@keystatic/core';
import { copyField } from './copy-field';
import { fieldProblems } from './file-rules';
import { pageBlocks } from './section-boxes';
import { sectionGroupField } from './section-field';
import type { Copy, EditorFields, FileFieldOptions } from './editor-config';

/**
 * The fields of a content file, generated from the file itself (never a second list of keys):
 * nested objects become groups, every text a copy field, named by its plain label where the file
 * has them (its full key otherwise) and checked by the file's own rules as well as the copy rules.
 * Keystatic writes a file back as `JSON.stringify(value, null, 2)` plus a newline in the order of
 * these fields, which is the files' own format and order (`npm run check:i18n` keeps them so), so a
 * save changes the lines of the edited keys only.
 */
function copyFields(copy: Copy, options: FileFieldOptions, file: Copy = copy, at: string[] = []): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => {
      const path = [...at, key];
      const plain = options.labels?.[path.join('.')];
      const rules = options.rules;
      if (typeof value !== 'string') {
        return [
          key,
          fields.object(copyFields(value, options, file, path), { label: plain?.label ?? path.join('.'), description: plain?.help }),
        ];
      }
      return [
        key,
        copyField(path.join('.'), value, {
          label: plain?.label,
          help: plain?.help,
          problems: rules && ((text) => fieldProblems(rules, file, path, text)),
        }),
      ];
    }),
  );
}

/**
 * The browser's fields: a page of the site map is one field per top-level group of the English
 * messages, in the file's order, each showing this page's sections stored in it
 * (./section-field.tsx); the content files keep a field per key.
 */
export const EDITOR_FIELDS: EditorFields = {
  page(page, locale, english) {
    const blocks = pageBlocks(page, english);
    return Object.fromEntries(
      Object.entries(english).map(([group, value]) => [group, sectionGroupField(group, value, blocks.get(group) ?? [], locale)]),
    );
  },
  file: (copy, options = {}) => copyFields(copy, options),
};
