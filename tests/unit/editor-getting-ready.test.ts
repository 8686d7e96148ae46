import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentEditor } from '@/components/content-editor/content-editor';

describe('the editor’s page before its code runs', () => {
  it('says the editor is getting ready, rather than nothing', () => {
    const html = renderToString(createElement(ContentEditor, { storage: { kind: 'local' }, appSlug: undefined }));
    expect(html).toContain('The editor is getting ready…');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<script');
  });
});
