import { z } from 'zod';
import { issueField, KEBAB_CASE, perLocale, whenMissing, wordsOnly } from '@/lib/content-rules/collection-files';
import { ANSWER_LENGTH, QUESTION_LENGTH } from '@/lib/faq/faq-rules';
import { TEXT_LENGTH, TITLE_LENGTH } from '@/lib/feature-cards/feature-card-collection';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { operations, type OperationSlug } from '@/lib/operations/registry';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';
import { RESERVED_SLUGS } from './landing-page-paths';

/**
 * The rules of a campaign landing page (content/landing-pages/<slug>.json, one page per file, in
 * the shape the editor's collection writes: ./landing-page-collection.ts): its
 * `noindex` switch, its title and description for search engines, and its blocks in order, each
 * `{ "discriminant": <kind>, "value": {…} }` as Keystatic's `fields.blocks` stores them. Every
 * text in each of the page's languages (all five unless it names fewer); the address (the file's name) kebab-case and none of the site's own; the
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
  // A point of the page's own is as long as a feature card, a question of its own as one of the FAQ.
  pointTitle: TITLE_LENGTH,
  pointText: TEXT_LENGTH,
  question: QUESTION_LENGTH,
  answer: ANSWER_LENGTH,
} as const;

/** How many blocks a page holds, and how many entries a features or FAQ block lists (shared and its own together). */
export const BLOCK_COUNT = { min: 2, max: 20 };
export const LIST_COUNT = { min: 1, max: 12 };

export const BLOCK_KINDS = ['hero', 'features', 'productScreen', 'faq', 'story', 'callToAction'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const operationSlugs = operations.map((operation) => operation.slug) as [OperationSlug, ...OperationSlug[]];

/**
 * The entries of another collection a block lists, by their file names, each once: none is fine
 * where the block has entries of its own (`items`), which the block's own check counts with them.
 */
const entryList = (what: string) =>
  z
    .array(z.string('must be the name of a file'))
    .max(LIST_COUNT.max, `choose at most ${LIST_COUNT.max} of the ${what}`)
    .refine((slugs) => new Set(slugs).size === slugs.length, `names one of the ${what} twice`)
    .optional()
    .transform((slugs) => slugs ?? []);

/** A block's entries of its own, written on the page (points, questions): none is fine where it lists shared ones. */
const ownItems = <Item extends z.ZodType>(item: Item, what: string) =>
  z
    .array(item)
    .max(LIST_COUNT.max, `write at most ${LIST_COUNT.max} ${what}`)
    .optional()
    .transform((items) => items ?? []);

/**
 * A block that lists entries (features, questions) under its heading: some of another collection's,
 * shared, by name (`shared.key`), and some of its own (`items`); at least one, and at most
 * LIST_COUNT.max of both together.
 */
function listBlock<Key extends string, Heading extends z.ZodType, Item extends z.ZodType>(
  heading: Heading,
  shared: { key: Key; what: string },
  item: Item,
  own: string,
) {
  const lists = { [shared.key]: entryList(shared.what) } as Record<Key, ReturnType<typeof entryList>>;
  return z.strictObject({ heading, ...lists, items: ownItems(item, own) }).superRefine((value, context) => {
    const lists = value as unknown as Record<Key | 'items', readonly unknown[]>;
    const count = lists[shared.key].length + lists.items.length;
    if (count < LIST_COUNT.min)
      context.addIssue({ code: 'custom', path: [shared.key], message: `choose at least ${LIST_COUNT.min} of the ${shared.what}` });
    if (count > LIST_COUNT.max)
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: `a block lists at most ${LIST_COUNT.max}, chosen and its own together`,
      });
  });
}

/**
 * The languages a page is written in: the editor's boxes "Languages of this page". A page without
 * the field is in every language, as every page was before it (docs/decisions.md "A campaign in its
 * own languages").
 */
const languagesField = z
  .array(z.enum(LOCALES, `must be one of the languages ${LOCALES.join(', ')}`), {
    error: (issue) => (issue.input === undefined ? undefined : 'must be a list of languages'),
  })
  .min(1, 'choose at least one language')
  .refine((languages) => new Set(languages).size === languages.length, 'names a language twice')
  .optional()
  .transform((languages): Locale[] => LOCALES.filter((locale) => !languages || languages.includes(locale)));

/**
 * One text in each of the page's languages. A language the page is not in has no text: its box is
 * empty (the editor writes `""`) or absent, and reads as `""`, never shown since the page does not
 * exist in that language.
 */
function pageTexts(text: z.ZodType<string>, languages: readonly Locale[]) {
  if (languages.length === LOCALES.length) return perLocale(text);
  const absent = (locale: Locale) =>
    z
      .string('must be text')
      .max(
        0,
        `the page is not in ${LOCALE_DETAILS[locale].name}: empty this box, or add ${LOCALE_DETAILS[locale].name} to the page's languages`,
      )
      .optional()
      .transform((value) => value ?? '');
  return z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, languages.includes(locale) ? text : absent(locale)])) as Record<
      Locale,
      z.ZodType<string>
    >,
    whenMissing(`missing: write it in each language of the page (${languages.join(', ')})`),
  );
}

/** The rules of a page written in `languages`: every text in each of them, and in no other. */
function pageSchemaFor(languages: readonly Locale[]) {
  const words = (bounds: { min: number; max: number }) => pageTexts(wordsOnly(bounds), languages);
  const heading = words(LANDING_PAGE_LENGTHS.heading);
  const values = {
    hero: z.strictObject({ heading: words(LANDING_PAGE_LENGTHS.heroHeading), text: words(LANDING_PAGE_LENGTHS.heroText) }),
    features: listBlock(
      heading,
      { key: 'cards', what: 'feature cards' },
      z.strictObject({ title: words(LANDING_PAGE_LENGTHS.pointTitle), text: words(LANDING_PAGE_LENGTHS.pointText) }),
      'points of its own',
    ),
    productScreen: z.strictObject({
      screen: z.enum(PRODUCT_SCREENS, `must be one of the drawings: ${PRODUCT_SCREENS.join(', ')}`),
      heading,
      text: words(LANDING_PAGE_LENGTHS.screenText),
    }),
    faq: listBlock(
      heading,
      { key: 'questions', what: 'questions' },
      z.strictObject({ question: words(LANDING_PAGE_LENGTHS.question), answer: words(LANDING_PAGE_LENGTHS.answer) }),
      'questions of its own',
    ),
    story: z.strictObject({
      story: z.string({ error: (issue) => (issue.input === undefined ? 'missing: choose the story' : 'must be the name of a file') }),
    }),
    callToAction: z.strictObject({
      operation: z.enum(operationSlugs, `must be one of the forms: ${operationSlugs.join(', ')}`),
      label: words(LANDING_PAGE_LENGTHS.label),
    }),
  } satisfies Record<BlockKind, z.ZodType>;

  const blockOf = <Kind extends BlockKind>(kind: Kind) =>
    z.strictObject({ discriminant: z.literal(kind), value: values[kind] }, 'must be a block: its kind and its boxes');

  const block = z.discriminatedUnion(
    'discriminant',
    [blockOf('hero'), blockOf('features'), blockOf('productScreen'), blockOf('faq'), blockOf('story'), blockOf('callToAction')],
    { error: () => `must be a block of one of the kinds ${BLOCK_KINDS.join(', ')}` },
  );

  return z
    .strictObject({
      noindex: z.boolean({
        error: (issue) =>
          issue.input === undefined ? 'missing: say whether search engines leave the page out (true or false)' : 'write true or false',
      }),
      languages: languagesField,
      title: words(LANDING_PAGE_LENGTHS.title),
      description: words(LANDING_PAGE_LENGTHS.description),
      blocks: z
        .array(block, { error: (issue) => (issue.input === undefined ? 'missing: add the blocks of the page' : undefined) })
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
}

/** The rules for each set of languages, made once. */
const schemas = new Map<string, ReturnType<typeof pageSchemaFor>>();
function schemaFor(languages: readonly Locale[]) {
  const key = languages.join();
  if (!schemas.has(key)) schemas.set(key, pageSchemaFor(languages));
  return schemas.get(key)!;
}

/** The languages the page names, as far as they are languages of the site; every one where it names none. */
function pageLanguages(json: unknown): readonly Locale[] {
  const named = (json as { languages?: unknown } | null)?.languages;
  const known = Array.isArray(named) ? LOCALES.filter((locale) => named.includes(locale)) : [];
  return known.length ? known : LOCALES;
}

/**
 * A page's rules: read its languages first (every language where it names none; a name that is no
 * language of the site is a problem said with the rest), then every text in those languages.
 */
export const landingPageSchema = z.unknown().transform((json, context): z.output<ReturnType<typeof pageSchemaFor>> => {
  const parsed = schemaFor(pageLanguages(json)).safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ ...issue } as never);
  return z.NEVER;
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
