/**
 * The rules of a campaign landing page (lib/landing-pages/landing-page-rules.ts), as the build,
 * `npm run check:i18n` and the editor's save apply them: every language, lengths, blocks of known
 * kinds with the hero first, an address that is none of the site's own, and feature cards,
 * questions and stories that exist; each problem naming the file and the box.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '@/lib/landing-pages/landing-page-paths';
import { collectionProblems, loadCollection } from '@/lib/collections/collection-rules';
import type { CollectionFiles, EntryNames } from '@/lib/collections/content-collection';
import { LANDING_PAGES_COLLECTION } from '@/lib/landing-pages/landing-page-collection';
import { LANDING_PAGE_LENGTHS, slugProblems } from '@/lib/landing-pages/landing-page-rules';
import { FAQ } from '@/lib/faq/faq';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { fixtureLandingPage, INDEXED_SLUG, NOINDEX_SLUG } from '../helpers/landing-page-fixture';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FILE = `content/landing-pages/${INDEXED_SLUG}.json`;
const landingPageProblems = (files: CollectionFiles, names: EntryNames) => collectionProblems(LANDING_PAGES_COLLECTION, files, names);
const loadLandingPages = (files: CollectionFiles, names: EntryNames) => loadCollection(LANDING_PAGES_COLLECTION, files, names);
const REFERENCES: EntryNames = {
  featureCards: FEATURE_CARDS.map((card) => card.slug),
  faq: FAQ.map((entry) => entry.slug),
  stories: ['club-de-padel-ejemplo'],
};
const problemsOf = (page: unknown, slug = INDEXED_SLUG) => landingPageProblems({ [slug]: page }, REFERENCES);
const changed = (change: (page: Record<string, any>) => void, slug = INDEXED_SLUG) => {
  const page = fixtureLandingPage(slug);
  change(page);
  return page;
};

describe('a landing page that keeps the rules', () => {
  it('is accepted: both fixtures, indexed and noindex', () => {
    expect(
      landingPageProblems({ [INDEXED_SLUG]: fixtureLandingPage(), [NOINDEX_SLUG]: fixtureLandingPage(NOINDEX_SLUG) }, REFERENCES),
    ).toEqual([]);
  });

  it('may show a story, a product screen and calls to action anywhere after the hero', () => {
    const page = changed((page) => {
      page.blocks.push({ discriminant: 'story', value: { story: 'club-de-padel-ejemplo' } });
      page.blocks.push(...fixtureLandingPage(NOINDEX_SLUG).blocks.slice(1));
    });
    expect(problemsOf(page)).toEqual([]);
  });
});

describe('an address (the file name) that clashes with a page of the site', () => {
  it.each([
    'quote',
    'contact',
    'brochure',
    'demo',
    'pricing',
    'faq',
    'developers',
    'privacy',
    'your-club',
    'not-found',
    'api',
    'keystatic',
    'dev',
    'es',
  ])('%s is refused, naming the slug box', (slug) => {
    expect(problemsOf(fixtureLandingPage(), slug)).toEqual([
      `content/landing-pages/${slug}.json slug: "${slug}" is taken by the site (/{language}/${slug} is one of its own addresses); choose another address.`,
    ]);
  });

  it('covers every folder of app/[locale]/ and app/ (a page added later is reserved with it)', () => {
    const folders = (folder: string) =>
      readdirSync(path.join(ROOT, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name) && !entry.name.includes('.'))
        .map((entry) => entry.name);
    const segments = [...folders('app/[locale]'), ...folders('app')];
    expect(segments).toContain('quote');
    expect(segments).toContain('keystatic');
    expect(segments.filter((segment) => !RESERVED_SLUGS.includes(segment))).toEqual([]);
  });

  it('is refused when it is not kebab-case or too long', () => {
    expect(slugProblems('Padel_Clubs')).toEqual(['must be kebab-case: lowercase letters, digits and single hyphens (padel-clubs)']);
    expect(slugProblems('a'.repeat(LANDING_PAGE_LENGTHS.slug.max + 1))).toEqual([
      `must be ${LANDING_PAGE_LENGTHS.slug.min} to ${LANDING_PAGE_LENGTHS.slug.max} characters long`,
    ]);
    expect(slugProblems('padel-clubs-2027')).toEqual([]);
  });
});

describe('a box that breaks the rules is named', () => {
  it('a language missing from the title, from a hero and from a button', () => {
    const page = changed((page) => {
      delete page.title.de;
      delete page.blocks[0].value.text.pt;
    });
    expect(problemsOf(page)).toEqual([
      `${FILE} title.de: missing: write the text in this language.`,
      `${FILE} blocks 1 (hero) text.pt: missing: write the text in this language.`,
    ]);
    const noButton = changed((page) => delete page.blocks[1].value.label.fr, NOINDEX_SLUG);
    expect(problemsOf(noButton, NOINDEX_SLUG)).toEqual([
      `content/landing-pages/${NOINDEX_SLUG}.json blocks 2 (callToAction) label.fr: missing: write the text in this language.`,
    ]);
  });

  it('a text too long, too short, with HTML or a placeholder', () => {
    const page = changed((page) => {
      page.blocks[0].value.heading.es = 'x'.repeat(LANDING_PAGE_LENGTHS.heroHeading.max + 1);
      page.description.en = 'Too short.';
      page.blocks[1].value.heading.fr = '<b>Padel</b>';
      page.blocks[2].value.heading.de = 'Fragen zu {product}';
    });
    expect(problemsOf(page)).toEqual([
      `${FILE} description.en: write at least ${LANDING_PAGE_LENGTHS.description.min} characters.`,
      `${FILE} blocks 1 (hero) heading.es: write at most ${LANDING_PAGE_LENGTHS.heroHeading.max} characters.`,
      `${FILE} blocks 2 (features) heading.fr: plain text only: no HTML tags.`,
      `${FILE} blocks 3 (faq) heading.de: no placeholders: write the words themselves, without { }.`,
    ]);
  });

  it('a feature card, a question or a story that does not exist', () => {
    const page = changed((page) => {
      page.blocks[1].value.cards.push('court-lights');
      page.blocks[2].value.questions.unshift('refunds');
      page.blocks.push({ discriminant: 'story', value: { story: 'club-invented' } });
    });
    expect(problemsOf(page)).toEqual([
      `${FILE} blocks 2 (features) cards: no content/feature-cards/court-lights.json; choose one that exists.`,
      `${FILE} blocks 3 (faq) questions: no content/faq/refunds.json; choose one that exists.`,
      `${FILE} blocks 4 (story) story: no content/stories/club-invented.json; choose one that exists.`,
    ]);
  });

  it('a list empty, too long or naming an entry twice, and a story not chosen', () => {
    const page = changed((page) => {
      page.blocks[1].value.cards = [];
      page.blocks[2].value.questions = ['demo-length', 'demo-length'];
      page.blocks.push({ discriminant: 'story', value: {} });
    });
    expect(problemsOf(page)).toEqual([
      `${FILE} blocks 2 (features) cards: choose at least 1 of the feature cards.`,
      `${FILE} blocks 3 (faq) questions: names one of the questions twice.`,
      `${FILE} blocks 4 (story) story: missing: choose the story.`,
    ]);
  });

  it('a block of an unknown kind, one without its boxes, an unknown drawing or form', () => {
    const page = changed((page) => {
      page.blocks[1] = { discriminant: 'carousel', value: {} };
      page.blocks[2] = { discriminant: 'faq' };
    });
    expect(problemsOf(page)).toEqual([
      `${FILE} blocks 2 (carousel) discriminant: must be a block of one of the kinds hero, features, productScreen, faq, story, callToAction.`,
      `${FILE} blocks 3 (faq) (the block): Invalid input: expected object, received undefined.`,
    ]);
    const preview = changed((page) => {
      page.blocks[1].value.operation = 'newsletter';
      page.blocks[2].value.screen = 'scoreboard';
    }, NOINDEX_SLUG);
    expect(problemsOf(preview, NOINDEX_SLUG)).toEqual([
      `content/landing-pages/${NOINDEX_SLUG}.json blocks 2 (callToAction) operation: must be one of the forms: quote, contact, brochure, demo.`,
      `content/landing-pages/${NOINDEX_SLUG}.json blocks 3 (productScreen) screen: must be one of the drawings: member-app, club-website, front-desk, payment, owner-dashboard.`,
    ]);
  });

  it('a page that does not open with its hero, or has two, or too few blocks, or no noindex switch', () => {
    const first = changed((page) => page.blocks.reverse());
    expect(problemsOf(first)).toEqual([
      `${FILE} blocks 1 (faq) discriminant: the first block must be the hero.`,
      `${FILE} blocks 3 (hero) discriminant: a page has one hero, its first block.`,
    ]);
    expect(problemsOf(changed((page) => (page.blocks = page.blocks.slice(0, 1))))).toEqual([
      `${FILE} blocks: add at least 2 blocks: a hero and what follows it.`,
    ]);
    expect(problemsOf(changed((page) => delete page.noindex))).toEqual([
      `${FILE} noindex: missing: say whether search engines leave the page out (true or false).`,
    ]);
  });
});

describe('the build', () => {
  it('loads the pages by slug, and stops on a broken one naming every problem', () => {
    const pages = loadLandingPages({ [NOINDEX_SLUG]: fixtureLandingPage(NOINDEX_SLUG), [INDEXED_SLUG]: fixtureLandingPage() }, REFERENCES);
    expect(pages.map((page) => [page.slug, page.noindex])).toEqual([
      [INDEXED_SLUG, false],
      [NOINDEX_SLUG, true],
    ]);
    expect(() => loadLandingPages({ pricing: fixtureLandingPage() }, REFERENCES)).toThrow(
      'The landing pages are not valid:\ncontent/landing-pages/pricing.json slug: "pricing" is taken by the site',
    );
  });
});
