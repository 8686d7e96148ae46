import { fields, type ComponentSchema } from '@keystatic/core';
import { copyField } from './copy-field';
import { pageBlocks } from './section-boxes';
import { sectionGroupField } from './section-field';
import type { Copy, EditorFields } from './editor-config';

/**
 * The fields of a content file, generated from the file itself (never a second list of keys):
 * nested objects become groups, every text a copy field named by its full key. Keystatic writes a
 * file back as `JSON.stringify(value, null, 2)` plus a newline in the order of these fields, which
 * is the files' own format and order (`npm run check:i18n` keeps them so), so a save changes the
 * lines of the edited keys only.
 */
function copyFields(copy: Copy, prefix = ''): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => {
      const path = `${prefix}${key}`;
      return [key, typeof value === 'string' ? copyField(path, value) : fields.object(copyFields(value, `${path}.`), { label: path })];
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
  file: (copy) => copyFields(copy),
};
