import { fields } from '@keystatic/core';
import { KEBAB_CASE } from '@/lib/content-rules/collection-files';
import { operations } from '@/lib/operations/registry';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';
import { SITE } from '@/lib/site/site-content';
import { RESERVED_SLUGS } from '@/lib/landing-pages/landing-page-paths';
import { BLOCK_COUNT, LANDING_PAGE_LENGTHS, LANDING_PAGES_FOLDER, LIST_COUNT } from '@/lib/landing-pages/landing-page-rules';
import { entryCollection } from './entry-fields';
import { localeTexts } from './locale-texts';
import { COLLECTION_KEYS, formLabel, SCREEN_LABELS } from './option-labels';

/** A kebab-case address that is none of the site's own (the same rule as landing-page-rules.ts `slugProblems`). */
const SLUG_PATTERN = new RegExp(`^(?!(?:${RESERVED_SLUGS.join('|')})$)${KEBAB_CASE.source.slice(1)}`);

const heading = (description: string) => localeTexts('Heading', { length: LANDING_PAGE_LENGTHS.heading, description });

/**
 * The editor's "Landing pages": one file per page in content/landing-pages/, its name the page's
 * address, in the shape lib/landing-pages/landing-page-rules.ts checks (which also runs on every
 * save and in `npm run check:i18n`). The feature cards, questions and stories are chosen from the
 * editor's own collections of them (COLLECTION_KEYS).
 */
export const landingPageCollection = entryCollection({
  label: 'Landing pages',
  folder: LANDING_PAGES_FOLDER,
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
    noindex: fields.checkbox({
      label: 'Hide from search engines (noindex)',
      description:
        'Ticked, the page is left out of the sitemap and asks search engines not to list it: for a campaign reached only by its link.',
    }),
    title: localeTexts('Title', {
      length: LANDING_PAGE_LENGTHS.title,
      description: `The browser tab and the search result’s title; “· ${SITE.productName}” is added after it.`,
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
          label: 'Features: some of the feature cards',
          schema: fields.object({
            heading: heading('Above the cards, such as “Everything a padel club needs”.'),
            cards: fields.multiRelationship({
              label: 'Feature cards',
              collection: COLLECTION_KEYS.featureCards,
              validation: { length: LIST_COUNT },
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
          label: 'Questions: some of the FAQ',
          schema: fields.object({
            heading: heading('Above the questions, such as “Questions clubs ask”.'),
            questions: fields.multiRelationship({
              label: 'Questions',
              collection: COLLECTION_KEYS.faq,
              validation: { length: LIST_COUNT },
            }),
          }),
        },
        story: {
          label: 'Story: one customer story',
          schema: fields.object({
            story: fields.relationship({ label: 'Story', collection: COLLECTION_KEYS.stories, validation: { isRequired: true } }),
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
        description: 'The page from top to bottom. The first is the hero, and only the first; a call to action right after it shows in it.',
        validation: { length: BLOCK_COUNT },
      },
    ),
  },
});
