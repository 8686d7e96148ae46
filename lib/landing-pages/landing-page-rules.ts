import { z } from 'zod';
import {
  collectionFilePath,
  CollectionContentError,
  issueField,
  KEBAB_CASE,
  perLocale,
  wordsOnly,
} from '@/lib/content-rules/collection-files';
import { operations, type OperationSlug } from '@/lib/operations/registry';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';
import { RESERVED_SLUGS } from './landing-page-paths';

/**
 * The rules of a campaign landing page (content/landing-pages/<slug>.json, one page per file, in
 * the shape the editor's collection writes: lib/content-editor/collections/landing-page-collection.ts): its
 * `noindex` switch, its title and description for search engines, and its blocks in order, each
 * `{ "discriminant": <kind>, "value": {…} }` as Keystatic's `fields.blocks` stores them. Every
 * text in every language; the address (the file's name) kebab-case and none of the site's own; the
 * feature cards, questions and story a block names must exist. Every problem names the file and
 * the box, for the marketer who edited it (docs/decisions.md "Landing pages are content").
 */

export const LANDING_PAGES_FOLDER = 'content/landing-pages';

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

/** The entries of the other collections a page may name, by their file names (slugs). */
export interface LandingPageReferences {
  featureCards: readonly string[];
  faq: readonly string[];
  stories: readonly string[];
}

export const landingPageFilePath = (slug: string) => collectionFilePath(LANDING_PAGES_FOLDER, slug);

/** The problems of a page's address, its file's name: kebab-case, not too long, and none of the site's own. */
export function slugProblems(slug: string): string[] {
  const { min, max } = LANDING_PAGE_LENGTHS.slug;
  if (!KEBAB_CASE.test(slug)) return ['must be kebab-case: lowercase letters, digits and single hyphens (padel-clubs)'];
  if (slug.length < min || slug.length > max) return [`must be ${min} to ${max} characters long`];
  if (RESERVED_SLUGS.includes(slug))
    return [`"${slug}" is taken by the site (/{language}/${slug} is one of its own addresses); choose another address`];
  return [];
}

/**
 * What is wrong with the landing pages' files (by slug), one line each naming the file and the box
 * (`blocks 2 (features) cards`); empty when they are fine.
 */
export function landingPageProblems(files: Readonly<Record<string, unknown>>, references: LandingPageReferences): string[] {
  const problems: string[] = [];
  for (const [slug, json] of Object.entries(files)) {
    const file = landingPageFilePath(slug);
    problems.push(...slugProblems(slug).map((problem) => `${file} slug: ${problem}.`));
    const parsed = landingPageSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${file} ${boxName(issue, json)}: ${issue.message}.`);
      continue;
    }
    problems.push(...referenceProblems(parsed.data, references).map((problem) => `${file} ${problem}.`));
  }
  return problems;
}

/** The feature cards, questions and story the blocks name that do not exist. */
function referenceProblems(page: LandingPageFile, references: LandingPageReferences): string[] {
  const missing = (field: string, names: readonly string[], known: readonly string[], folder: string) =>
    names.filter((name) => !known.includes(name)).map((name) => `${field}: no ${folder}/${name}.json; choose one that exists`);
  return page.blocks.flatMap((block, index) => {
    const box = (field: string) => `${blockName(index, block.discriminant)} ${field}`;
    switch (block.discriminant) {
      case 'features':
        return missing(box('cards'), block.value.cards, references.featureCards, 'content/feature-cards');
      case 'faq':
        return missing(box('questions'), block.value.questions, references.faq, 'content/faq');
      case 'story':
        return missing(box('story'), [block.value.story], references.stories, 'content/stories');
      default:
        return [];
    }
  });
}

const blockName = (index: number, kind: unknown) => `blocks ${index + 1}${typeof kind === 'string' ? ` (${kind})` : ''}`;

/** The box an issue is about, a block named by its place (from 1) and kind rather than `blocks.1.value`. */
function boxName(issue: z.core.$ZodIssue, json: unknown): string {
  const [first, index, ...rest] = issue.path;
  if (first !== 'blocks' || typeof index !== 'number') return issueField(issue);
  const kind = (json as { blocks?: { discriminant?: unknown }[] }).blocks?.[index]?.discriminant;
  const inner = rest[0] === 'value' ? rest.slice(1) : rest;
  const field = issueField({ ...issue, path: inner });
  return `${blockName(index, kind)} ${field === '(the file)' ? '(the block)' : field}`;
}

/** The pages, by slug; throws, naming every problem, when a file breaks the rules (the build fails). */
export function loadLandingPages(files: Readonly<Record<string, unknown>>, references: LandingPageReferences): LandingPage[] {
  const problems = landingPageProblems(files, references);
  if (problems.length) throw new CollectionContentError('The landing pages', problems);
  return Object.entries(files)
    .map(([slug, json]) => ({ ...landingPageSchema.parse(json), slug }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
