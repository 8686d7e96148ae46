import { z } from 'zod';
import { issueField, KEBAB_CASE, perLocale, wordsOnly } from '@/lib/content-rules/collection-files';
import { operations, type OperationSlug } from '@/lib/operations/registry';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';
import { RESERVED_SLUGS } from './landing-page-paths';

/**
 * The rules of a campaign landing page (content/landing-pages/<slug>.json, one page per file, in
 * the shape the editor's collection writes: ./landing-page-collection.ts): its
 * `noindex` switch, its title and description for search engines, and its blocks in order, each
 * `{ "discriminant": <kind>, "value": {…} }` as Keystatic's `fields.blocks` stores them. Every
 * text in every language; the address (the file's name) kebab-case and none of the site's own; the
 * feature cards, questions and story a block names must exist. Every problem names the file and
 * the box, for the marketer who edited it (docs/decisions.md "Landing pages are content").
 */

export const LANDING_PAGE_LENGTHS = {
  slug: { min: 2, max: 60 },
  // The browser's tab and the search result add " · " and the product's name to the title.
  title: { min: 5, max: 50 },
  description: { min: 50, max: 160 },
  heroHeading: { min: 10, max: 90 },
  heroText: { min: 20, max: 300 },
  heading: { min: 2, max: 80 },
  screenText: { min: 20, max: 400 },
  label: { min: 2, max: 40 },
} as const;

/** How many blocks a page holds, and how many entries a features or FAQ block lists. */
export const BLOCK_COUNT = { min: 2, max: 20 };
export const LIST_COUNT = { min: 1, max: 12 };

export const BLOCK_KINDS = ['hero', 'features', 'productScreen', 'faq', 'story', 'callToAction'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const operationSlugs = operations.map((operation) => operation.slug) as [OperationSlug, ...OperationSlug[]];

/** The entries of another collection a block lists, by their file names, each once. */
const entryList = (what: string) =>
  z
    .array(z.string('must be the name of a file'), {
      error: (issue) => (issue.input === undefined ? `missing: choose the ${what}` : undefined),
    })
    .min(LIST_COUNT.min, `choose at least ${LIST_COUNT.min} of the ${what}`)
    .max(LIST_COUNT.max, `choose at most ${LIST_COUNT.max} of the ${what}`)
    .refine((slugs) => new Set(slugs).size === slugs.length, `names one of the ${what} twice`);

const heading = perLocale(wordsOnly(LANDING_PAGE_LENGTHS.heading));

const BLOCK_VALUES = {
  hero: z.strictObject({
    heading: perLocale(wordsOnly(LANDING_PAGE_LENGTHS.heroHeading)),
    text: perLocale(wordsOnly(LANDING_PAGE_LENGTHS.heroText)),
  }),
  features: z.strictObject({ heading, cards: entryList('feature cards') }),
  productScreen: z.strictObject({
    screen: z.enum(PRODUCT_SCREENS, `must be one of the drawings: ${PRODUCT_SCREENS.join(', ')}`),
    heading,
    text: perLocale(wordsOnly(LANDING_PAGE_LENGTHS.screenText)),
  }),
  faq: z.strictObject({ heading, questions: entryList('questions') }),
  story: z.strictObject({
    story: z.string({ error: (issue) => (issue.input === undefined ? 'missing: choose the story' : 'must be the name of a file') }),
  }),
  callToAction: z.strictObject({
    operation: z.enum(operationSlugs, `must be one of the forms: ${operationSlugs.join(', ')}`),
    label: perLocale(wordsOnly(LANDING_PAGE_LENGTHS.label)),
  }),
} satisfies Record<BlockKind, z.ZodType>;

const blockOf = <Kind extends BlockKind>(kind: Kind) =>
  z.strictObject({ discriminant: z.literal(kind), value: BLOCK_VALUES[kind] }, 'must be a block: its kind and its boxes');

const blockSchema = z.discriminatedUnion(
  'discriminant',
  [blockOf('hero'), blockOf('features'), blockOf('productScreen'), blockOf('faq'), blockOf('story'), blockOf('callToAction')],
  { error: () => `must be a block of one of the kinds ${BLOCK_KINDS.join(', ')}` },
);

export const landingPageSchema = z
  .strictObject({
    noindex: z.boolean({
      error: (issue) =>
        issue.input === undefined ? 'missing: say whether search engines leave the page out (true or false)' : 'write true or false',
    }),
    title: perLocale(wordsOnly(LANDING_PAGE_LENGTHS.title)),
    description: perLocale(wordsOnly(LANDING_PAGE_LENGTHS.description)),
    blocks: z
      .array(blockSchema, { error: (issue) => (issue.input === undefined ? 'missing: add the blocks of the page' : undefined) })
      .min(BLOCK_COUNT.min, `add at least ${BLOCK_COUNT.min} blocks: a hero and what follows it`)
      .max(BLOCK_COUNT.max, `a page holds at most ${BLOCK_COUNT.max} blocks`),
  })
  .superRefine((page, context) => {
    // The hero holds the page's one heading of the first level, so it opens the page, once.
    page.blocks.forEach((block, index) => {
      if (index === 0 && block.discriminant !== 'hero')
        context.addIssue({ code: 'custom', path: ['blocks', 0, 'discriminant'], message: 'the first block must be the hero' });
      if (index > 0 && block.discriminant === 'hero')
        context.addIssue({ code: 'custom', path: ['blocks', index, 'discriminant'], message: 'a page has one hero, its first block' });
    });
  });

export type LandingPageFile = z.output<typeof landingPageSchema>;
export type LandingPageBlock = LandingPageFile['blocks'][number];
export type BlockOf<Kind extends BlockKind> = Extract<LandingPageBlock, { discriminant: Kind }>['value'];
export interface LandingPage extends LandingPageFile {
  slug: string;
}

/** The problems of a page's address, its file's name: kebab-case, not too long, and none of the site's own. */
export function slugProblems(slug: string): string[] {
  const { min, max } = LANDING_PAGE_LENGTHS.slug;
  if (!KEBAB_CASE.test(slug)) return ['must be kebab-case: lowercase letters, digits and single hyphens (padel-clubs)'];
  if (slug.length < min || slug.length > max) return [`must be ${min} to ${max} characters long`];
  if (RESERVED_SLUGS.includes(slug))
    return [`"${slug}" is taken by the site (/{language}/${slug} is one of its own addresses); choose another address`];
  return [];
}

export const blockName = (index: number, kind: unknown) => `blocks ${index + 1}${typeof kind === 'string' ? ` (${kind})` : ''}`;

/** The box an issue is about, a block named by its place (from 1) and kind rather than `blocks.1.value`. */
export function landingPageBox(issue: z.core.$ZodIssue, json: unknown): string {
  const [first, index, ...rest] = issue.path;
  if (first !== 'blocks' || typeof index !== 'number') return issueField(issue);
  const kind = (json as { blocks?: { discriminant?: unknown }[] }).blocks?.[index]?.discriminant;
  const inner = rest[0] === 'value' ? rest.slice(1) : rest;
  const field = issueField({ ...issue, path: inner });
  return `${blockName(index, kind)} ${field === '(the file)' ? '(the block)' : field}`;
}
