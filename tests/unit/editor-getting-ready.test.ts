import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentEditor } from '@/components/content-editor/content-editor';
import { readEditorFiles } from '@/lib/content-editor/editor-files';

describe('the editor’s page before its code runs', () => {
  it('says the editor is getting ready, rather than nothing', () => {
    const html = renderToString(createElement(ContentEditor, { storage: { kind: 'local' }, appSlug: undefined, files: readEditorFiles() }));
    expect(html).toContain('The editor is getting ready…');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<script');
  });
});
