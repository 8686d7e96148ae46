import { collection, fields } from '@keystatic/core';
import { LOCALE_DETAILS, LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { PRODUCT_SCREENS, type ProductScreenName } from '@/lib/product-screens/screen-names';
import { SITE } from '@/lib/site/site-content';
import { RESERVED_SLUGS } from './landing-page-paths';
import { BLOCK_COUNT, LANDING_PAGE_LENGTHS, LANDING_PAGES_FOLDER, LIST_COUNT } from './landing-page-rules';

/** The keys under which the editor's configuration holds the collections a landing page names. */
export interface LandingPageEditorCollections {
  featureCards: string;
  faq: string;
  stories: string;
}

const SCREEN_LABELS: Record<ProductScreenName, string> = {
  'member-app': 'The member app (a phone)',
  'club-website': 'The club’s website (a browser)',
  'front-desk': 'The front desk’s calendar (a browser)',
  payment: 'A payment (a receipt)',
};

/** A kebab-case address that is none of the site's own (the same rule as landing-page-rules.ts `slugProblems`). */
const SLUG_PATTERN = new RegExp(`^(?!(?:${RESERVED_SLUGS.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`);

/** One box per language, each required within its bounds. */
function perLanguage(label: string, { min, max }: { min: number; max: number }, description?: string, multiline = false) {
  return fields.object(
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        fields.text({ label: LOCALE_DETAILS[locale].name, multiline, validation: { length: { min, max } } }),
      ]),
    ),
    { label, description },
  );
}

const heading = (description: string) => perLanguage('Heading', LANDING_PAGE_LENGTHS.heading, description);

/**
 * The editor's "Landing pages": one file per page in content/landing-pages/, its name the page's
 * address, in the shape lib/landing-pages/landing-page-rules.ts checks (which also runs on every
 * save and in `npm run check:i18n`). The feature cards, questions and stories are chosen from the
 * editor's own collections of them, named by their keys in the configuration.
 */
export function landingPageCollection(collections: LandingPageEditorCollections) {
  return collection({
    label: 'Landing pages',
    path: `${LANDING_PAGES_FOLDER}/*`,
    format: { data: 'json' },
    slugField: 'slug',
    schema: {
      slug: fields.text({
        label: 'Address',
        description:
          'The page’s address after /{language}/, the same in every language: lowercase words joined by hyphens, such as padel-clubs. Not one the site already uses (quote, pricing, faq…).',
        validation: {
          length: LANDING_PAGE_LENGTHS.slug,
          pattern: { regex: SLUG_PATTERN, message: `Lowercase words joined by hyphens, and none of ${RESERVED_SLUGS.join(', ')}` },
        },
      }),
      noindex: fields.checkbox({
        label: 'Hide from search engines (noindex)',
        description:
          'Ticked, the page is left out of the sitemap and asks search engines not to list it: for a campaign reached only by its link.',
      }),
      title: perLanguage(
        'Title',
        LANDING_PAGE_LENGTHS.title,
        `The browser tab and the search result’s title; “· ${SITE.productName}” is added after it.`,
      ),
      description: perLanguage(
        'Description',
        LANDING_PAGE_LENGTHS.description,
        'The text under the title in search results and link previews.',
        true,
      ),
      blocks: fields.blocks(
        {
          hero: {
            label: 'Hero: the headline and its text',
            schema: fields.object({
              heading: perLanguage('Headline', LANDING_PAGE_LENGTHS.heroHeading, 'The page’s main heading.'),
              text: perLanguage('Text', LANDING_PAGE_LENGTHS.heroText, 'A sentence or two under the headline.', true),
            }),
          },
          features: {
            label: 'Features: some of the feature cards',
            schema: fields.object({
              heading: heading('Above the cards, such as “Everything a padel club needs”.'),
              cards: fields.multiRelationship({
                label: 'Feature cards',
                collection: collections.featureCards,
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
              text: perLanguage('Text', LANDING_PAGE_LENGTHS.screenText, 'Beside the drawing, under its heading.', true),
            }),
          },
          faq: {
            label: 'Questions: some of the FAQ',
            schema: fields.object({
              heading: heading('Above the questions, such as “Questions clubs ask”.'),
              questions: fields.multiRelationship({ label: 'Questions', collection: collections.faq, validation: { length: LIST_COUNT } }),
            }),
          },
          story: {
            label: 'Story: one customer story',
            schema: fields.object({
              story: fields.relationship({ label: 'Story', collection: collections.stories, validation: { isRequired: true } }),
            }),
          },
          callToAction: {
            label: 'Call to action: a button to one form',
            schema: fields.object({
              operation: fields.select({
                label: 'Form',
                options: operations.map(({ slug }) => ({ value: slug, label: `/${slug}` })),
                defaultValue: operations[0].slug,
              }),
              label: perLanguage('Button', LANDING_PAGE_LENGTHS.label, 'The words on the button, such as “Get my quote”.'),
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
  });
}
