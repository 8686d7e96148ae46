/**
 * The editor's "Preview" (lib/content-editor/preview-link.ts): the page itself locally; in GitHub
 * mode the branch's preview deployment, by CONTENT_PREVIEW_URL's template, and never another host.
 */
import { describe, expect, it } from 'vitest';
import { editorConfig } from '@/lib/content-editor/editor-config';
import { branchPreviewAddress, previewUrlOf } from '@/lib/content-editor/preview-link';

const TEMPLATE = 'https://courtside-git-{branch}-acme.vercel.app';

describe('the preview link of an edited page', () => {
  it('is the page itself locally, and the preview route with the branch in GitHub mode', () => {
    expect(previewUrlOf({ kind: 'local' }, '/en/faq')).toBe('/en/faq');
    expect(previewUrlOf({ kind: 'github', repo: 'courtside/site', branchPrefix: 'content/' }, '/en/faq')).toBe(
      '/api/keystatic/preview?branch={branch}&to=%2Fen%2Ffaq',
    );
  });

  it('is set on every collection of the editor, and on each page of the copy where it shows on the site', () => {
    const config = editorConfig({ kind: 'local' });
    expect(Object.fromEntries(Object.entries(config.collections ?? {}).map(([key, collection]) => [key, collection.previewUrl]))).toEqual({
      faq: '/en/faq',
      featureCards: '/en',
      stories: '/en',
      landingPages: '/en/{slug}',
    });
    const singletons = config.singletons ?? {};
    expect(singletons['home-es']?.previewUrl).toBe('/es');
    expect(singletons['quote-de']?.previewUrl).toBe('/de/quote');
    expect(singletons['emails-fr']?.previewUrl).toBeUndefined();
  });

  it('in GitHub mode leaves Keystatic the entry’s {slug} to fill in, which the preview then opens', () => {
    const github = editorConfig({ kind: 'github', repo: 'courtside/site', branchPrefix: 'content/' });
    const template = github.collections!.landingPages!.previewUrl!;
    expect(template).toBe('/api/keystatic/preview?branch={branch}&to=%2Fen%2F{slug}');
    // As Keystatic fills it in (its item page), then as the route reads it.
    const query = new URL(template.replace('{slug}', 'padel-clubs').replace('{branch}', 'content/spring'), 'http://x').searchParams;
    expect(branchPreviewAddress(TEMPLATE, query.get('branch')!, query.get('to')!)).toBe(
      'https://courtside-git-content-spring-acme.vercel.app/en/padel-clubs',
    );
  });

  it('opens the page on the branch’s deployment, the branch named as the host names it', () => {
    expect(branchPreviewAddress(TEMPLATE, 'content/Spring_offer', '/es/faq')).toBe(
      'https://courtside-git-content-spring-offer-acme.vercel.app/es/faq',
    );
  });

  it('never sends anywhere else: another host, a scheme, a query, or no branch', () => {
    for (const to of ['//evil.example/x', 'https://evil.example', '/es/faq?x=1', '/es/../admin', 'es/faq', '/es/faq#top', ''])
      expect(branchPreviewAddress(TEMPLATE, 'content/spring', to)).toBeUndefined();
    for (const branch of ['', '---', 'content/spring\nLocation: x', 'a'.repeat(201)])
      expect(branchPreviewAddress(TEMPLATE, branch, '/es')).toBeUndefined();
  });
});
