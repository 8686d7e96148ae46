/**
 * The home page's stories section (components/stories/stories-section.tsx): absent, heading and all,
 * with no story, as shipped; with the fixture story, a section with its heading in the page's
 * language, the figure (never broken across lines), the quote as a blockquote with who said it,
 * and the photo through the image optimizer with its size and alt text and no style attribute
 * (the CSP forbids one).
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { loadCollection } from '@/lib/collections/collection-rules';
import { STORIES_COLLECTION } from '@/lib/stories/story-collection';
import { FIXTURE_SLUG, fixtureStory } from '../helpers/story-fixture';

// getTranslations reads next-intl's request configuration, which only Next.js provides: the same
// messages through next-intl's own translator.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = { en, es };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'es'; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as never }),
  };
});

const { StoriesSection } = await import('@/components/stories/stories-section');

const render = async (props: Parameters<typeof StoriesSection>[0]) =>
  renderToStaticMarkup(createElement('main', null, (await StoriesSection(props)) as ReactNode));

const withFixture = () => loadCollection(STORIES_COLLECTION, { [FIXTURE_SLUG]: fixtureStory() });

describe('the stories section', () => {
  it('is absent, heading included, when there is no story: as the site ships', async () => {
    expect(await render({ locale: 'en', stories: [] })).toBe('<main></main>');
    expect(await render({ locale: 'es' })).toBe('<main></main>');
  });

  it('shows a story added as content, in English', async () => {
    const html = await render({ locale: 'en', stories: withFixture() });
    const story = fixtureStory();
    expect(html).toContain('<section class="section stories" aria-labelledby="stories"><h2 id="stories">Clubs that run on Courtside</h2>');
    expect(html).toContain(`<strong>+38\u00a0%</strong> <span>${story.figure.label.en}</span>`);
    expect(html).toContain(`<blockquote><p>${story.quote.en}</p></blockquote>`);
    expect(html).toContain(
      `<figcaption><cite>${story.person.name}</cite><span>${story.person.role.en}</span><span>${story.club} · ${story.city.en}</span></figcaption>`,
    );
  });

  it('shows the photo through the optimizer, sized, with its alt text, without a style attribute', async () => {
    const html = await render({ locale: 'es', stories: withFixture() });
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain(`alt="${fixtureStory().photo.alt.es}"`);
    expect(img).toContain('width="800"');
    expect(img).toContain('height="600"');
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/srcSet="\/_next\/image\?url=%2Fstories%2Fclub-de-padel-ejemplo\.jpg&amp;w=\d+&amp;q=75 \d+w,/);
    expect(img).not.toContain('style=');
  });

  it('speaks the page’s language', async () => {
    const html = await render({ locale: 'es', stories: withFixture() });
    const story = fixtureStory();
    expect(html).toContain('<h2 id="stories">Clubes que ya funcionan con Courtside</h2>');
    for (const text of [story.quote.es, story.figure.label.es, story.person.role.es, story.city.es]) expect(html).toContain(text);
    expect(html).not.toContain(story.quote.en);
  });
});
