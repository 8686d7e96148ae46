import { fields } from '@keystatic/core';
import { defineCollection, type EntryReference } from '@/lib/collections/content-collection';
import { localeTexts as everyLanguage } from '@/lib/editor-fields/locale-texts';
import { formLabel, SCREEN_LABELS } from '@/lib/editor-fields/option-labels';
import { KEBAB_CASE } from '@/lib/content-rules/collection-files';
import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';
import { FEATURE_CARDS_COLLECTION } from '@/lib/feature-cards/feature-card-collection';
import { LOCALE_DETAILS, LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';
import { STORIES_COLLECTION } from '@/lib/stories/story-collection';
import { landingPagePath, RESERVED_SLUGS } from './landing-page-paths';
import {
  BLOCK_COUNT,
  blockName,
  LANDING_PAGE_LENGTHS,
  landingPageBox,
  landingPageSchema,
  LIST_COUNT,
  slugProblems,
} from './landing-page-rules';

/** A kebab-case address that is none of the site's own (the same rule as landing-page-rules.ts `slugProblems`). */
const SLUG_PATTERN = new RegExp(`^(?!(?:${RESERVED_SLUGS.join('|')})$)${KEBAB_CASE.source.slice(1)}`);

/**
 * A text in each language of the page: the boxes of the languages it is not in stay empty, so none
 * is required here; the save checks each of the page's languages (./landing-page-rules.ts).
 */
const localeTexts = (label: string, options: Omit<Parameters<typeof everyLanguage>[1], 'required'>) =>
  everyLanguage(label, {
    ...options,
    description: [options.description, 'Fill in the page’s languages only.'].filter(Boolean).join(' '),
    required: false,
  });

/** A list's label in the editor: the first of its texts that is written, in the languages' order. */
const firstWritten = (texts: { fields: Record<string, { value: string }> }) =>
  LOCALES.map((locale) => texts.fields[locale]?.value).find(Boolean) || '(not written yet)';

const LIST_OR_OWN = { length: { min: 0, max: LIST_COUNT.max } };

const heading = (description: string) => localeTexts('Heading', { length: LANDING_PAGE_LENGTHS.heading, description });

/**
 * The campaign landing pages (content/landing-pages/<slug>.json, one page per file, its name the
 * page's address), by the rules of ./landing-page-rules.ts; the feature cards, questions and story
 * its blocks name must exist. The editor's "Landing pages", whose blocks choose those from the
 * editor's own collections of them; each page not switched to noindex is in the sitemap
 * (docs/decisions.md "Landing pages are content").
 */
export const LANDING_PAGES_COLLECTION = defineCollection({
  key: 'landingPages',
  folder: 'content/landing-pages',
  what: 'The landing pages',
  schema: landingPageSchema,
  entries: { kind: 'named', nameProblems: slugProblems },
  box: landingPageBox,
  references: {
    collections: [FEATURE_CARDS_COLLECTION, FAQ_COLLECTION, STORIES_COLLECTION],
    of: (page) =>
      page.blocks.flatMap((block, index): EntryReference[] => {
        const box = (field: string) => `${blockName(index, block.discriminant)} ${field}`;
        switch (block.discriminant) {
          case 'features':
            return [{ box: box('cards'), collection: FEATURE_CARDS_COLLECTION, names: block.value.cards }];
          case 'faq':
            return [{ box: box('questions'), collection: FAQ_COLLECTION, names: block.value.questions }];
          case 'story':
            return [{ box: box('story'), collection: STORIES_COLLECTION, names: [block.value.story] }];
          default:
            return [];
        }
      }),
  },
  // The pages search engines are told about: all but those switched to `noindex`, each in its own languages.
  sitemap: (pages) =>
    pages.filter((page) => !page.noindex).map((page) => ({ path: landingPagePath(page.slug), languages: page.languages })),
  editor: {
    label: 'Landing pages',
    preview: '/{slug}',
    name: fields.text({
      label: 'Address',
      description:
        'The page’s address after /{language}/, the same in every language: lowercase words joined by hyphens, such as padel-clubs. Not one the site already uses (quote, pricing, faq…).',
      validation: {
        length: LANDING_PAGE_LENGTHS.slug,
        pattern: { regex: SLUG_PATTERN, message: `Lowercase words joined by hyphens, and none of ${RESERVED_SLUGS.join(', ')}` },
      },
    }),
    schema: {
      languages: fields.multiselect({
        label: 'Languages of this page',
        description:
          'The page exists in these languages only: in the others its address is no page, the sitemap and the language links leave it out. Write every text in each of them; leave the other languages’ boxes empty.',
        options: LOCALES.map((locale) => ({ label: LOCALE_DETAILS[locale].name, value: locale })),
        defaultValue: [...LOCALES],
      }),
      noindex: fields.checkbox({
        label: 'Hide from search engines (noindex)',
        description:
          'Ticked, the page is left out of the sitemap and asks search engines not to list it: for a campaign reached only by its link.',
      }),
      title: localeTexts('Title', {
        length: LANDING_PAGE_LENGTHS.title,
        // The product's name in words, not read from content/site.json: the editor's code imports no file it writes (lib/content-editor/editor-config.ts).
        description:
          'The browser tab and the search result’s title; “·” and the product’s name (Product name and contact details) are added after it.',
      }),
      description: localeTexts('Description', {
        length: LANDING_PAGE_LENGTHS.description,
        description: 'The text under the title in search results and link previews.',
        multiline: true,
      }),
      blocks: fields.blocks(
        {
          hero: {
            label: 'Hero: the headline and its text',
            schema: fields.object({
              heading: localeTexts('Headline', { length: LANDING_PAGE_LENGTHS.heroHeading, description: 'The page’s main heading.' }),
              text: localeTexts('Text', {
                length: LANDING_PAGE_LENGTHS.heroText,
                description: 'A sentence or two under the headline.',
                multiline: true,
              }),
            }),
          },
          features: {
            label: 'Features: points of the page’s own, and some of the feature cards',
            schema: fields.object({
              heading: heading('Above the cards, such as “Everything a padel club needs”.'),
              items: fields.array(
                fields.object({
                  title: localeTexts('Title', { length: LANDING_PAGE_LENGTHS.pointTitle }),
                  text: localeTexts('Text', { length: LANDING_PAGE_LENGTHS.pointText, multiline: true }),
                }),
                {
                  label: 'Points of this page',
                  description:
                    'Written for this campaign only, shown first. The home page and the brochure never show them. At least one point or one feature card.',
                  itemLabel: (point) => firstWritten(point.fields.title),
                  validation: LIST_OR_OWN,
                },
              ),
              cards: fields.multiRelationship({
                label: 'Feature cards (optional)',
                description:
                  'Shared with the home page and the brochure: changing a card there changes it here too. Shown after the page’s own points.',
                collection: FEATURE_CARDS_COLLECTION.key,
                validation: LIST_OR_OWN,
              }),
            }),
          },
          productScreen: {
            label: 'Product screen: a drawing of the product beside a text',
            schema: fields.object({
              screen: fields.select({
                label: 'Drawing',
                options: PRODUCT_SCREENS.map((value) => ({ value, label: SCREEN_LABELS[value] })),
                defaultValue: PRODUCT_SCREENS[0],
              }),
              heading: heading('Beside the drawing.'),
              text: localeTexts('Text', {
                length: LANDING_PAGE_LENGTHS.screenText,
                description: 'Beside the drawing, under its heading.',
                multiline: true,
              }),
            }),
          },
          faq: {
            label: 'Questions: questions of the page’s own, and some of the FAQ',
            schema: fields.object({
              heading: heading('Above the questions, such as “Questions clubs ask”.'),
              items: fields.array(
                fields.object({
                  question: localeTexts('Question', { length: LANDING_PAGE_LENGTHS.question }),
                  answer: localeTexts('Answer', {
                    length: LANDING_PAGE_LENGTHS.answer,
                    description: 'Plain text; an empty line starts a new paragraph.',
                    multiline: true,
                  }),
                }),
                {
                  label: 'Questions of this page',
                  description:
                    'Written for this campaign only, shown first. The FAQ page never shows them. At least one question of its own or of the FAQ.',
                  itemLabel: (item) => firstWritten(item.fields.question),
                  validation: LIST_OR_OWN,
                },
              ),
              questions: fields.multiRelationship({
                label: 'Questions of the FAQ (optional)',
                description: 'Shared with the FAQ page: changing one there changes it here too. Shown after the page’s own questions.',
                collection: FAQ_COLLECTION.key,
                validation: LIST_OR_OWN,
              }),
            }),
          },
          story: {
            label: 'Story: one customer story',
            schema: fields.object({
              story: fields.relationship({ label: 'Story', collection: STORIES_COLLECTION.key, validation: { isRequired: true } }),
            }),
          },
          callToAction: {
            label: 'Call to action: a button to one form',
            schema: fields.object({
              operation: fields.select({
                label: 'Form',
                options: operations.map(({ slug }) => ({ value: slug, label: formLabel(slug) })),
                defaultValue: operations[0].slug,
              }),
              label: localeTexts('Button', {
                length: LANDING_PAGE_LENGTHS.label,
                description: 'The words on the button, such as “Get my quote”.',
              }),
            }),
          },
        },
        {
          label: 'Blocks',
          description:
            'The page from top to bottom. The first is the hero, and only the first; a call to action right after it shows in it.',
          validation: { length: BLOCK_COUNT },
        },
      ),
    },
  },
});
