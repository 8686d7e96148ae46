import { describe, expect, it } from 'vitest';
import { editorBrandName } from '@/lib/content-editor/editor-mode';
import { editorConfig } from '@/lib/content-editor/editor-config';

describe('the editor’s name says where a save goes', () => {
  it('in local mode: the files where it runs, not the live site', () => {
    expect(editorBrandName({ kind: 'local' }, 'Courtside')).toBe('Courtside copy (local: saves to the files here, not live)');
  });

  it('in GitHub mode: a branch of the content prefix, live once merged', () => {
    expect(editorBrandName({ kind: 'github', repo: 'acme/site', branchPrefix: 'content/' }, 'Courtside')).toBe(
      'Courtside copy (GitHub: saves to a content/… branch, live once merged)',
    );
    expect(editorBrandName({ kind: 'github', repo: 'acme/site', branchPrefix: '' }, 'Courtside')).toBe(
      'Courtside copy (GitHub: saves to a branch, live once merged)',
    );
  });

  it('is the name the editor shows at the top of its menu', () => {
    expect(editorConfig({ kind: 'local' }).ui?.brand?.name).toMatch(/\(local: /);
    expect(editorConfig({ kind: 'github', repo: 'acme/site', branchPrefix: 'content/' }).ui?.brand?.name).toMatch(/\(GitHub: /);
  });
});
