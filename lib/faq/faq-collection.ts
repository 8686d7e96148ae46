import { fields } from '@keystatic/core';
import { defineCollection } from '@/lib/collections/content-collection';
import { entryImage, entryName, placeInList } from '@/lib/editor-fields/entry-fields';
import { localeTexts } from '@/lib/editor-fields/locale-texts';
import { formLabel, pageLabel } from '@/lib/editor-fields/option-labels';
import { IMAGE_ALT_LENGTH } from '@/lib/content-rules/content-images';
import { operations } from '@/lib/operations/registry';
import {
  ANSWER_LENGTH,
  CONFIRM_LENGTH,
  FAQ_IMAGE_FOLDER,
  FAQ_LINK_TARGETS,
  FAQ_PLACEHOLDERS,
  FAQ_TOPICS,
  faqEntrySchema,
  QUESTION_LENGTH,
  type FaqTopic,
} from './faq-rules';

const PLACEHOLDERS = FAQ_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** The topics' names in the editor, in the FAQ page's order (the page's headings are in the copy, "FAQ page"). */
export const FAQ_TOPIC_LABELS: Record<FaqTopic, string> = {
  product: 'The product',
  price: 'Price and contract',
  payments: 'Payments',
  hardware: 'Doors, lights and kiosks',
  support: 'Support',
  data: 'Data and GDPR',
  demos: 'The demo',
};

const topicIndex = (topic: FaqTopic) => FAQ_TOPICS.indexOf(topic);

/**
 * The FAQ (content/faq/<slug>.json), one question per file, by the rules of ./faq-rules.ts: in the
 * FAQ page's order, by topic (FAQ_TOPICS) and then by order within it; a picture in public/faq/.
 */
export const FAQ_COLLECTION = defineCollection({
  key: 'faq',
  folder: 'content/faq',
  what: 'The FAQ files',
  schema: faqEntrySchema,
  entries: { kind: 'ordered', compare: (a, b) => topicIndex(a.topic) - topicIndex(b.topic) || a.order - b.order },
  image: { folder: FAQ_IMAGE_FOLDER, field: ['image'] },
  editor: {
    label: 'Questions and answers (FAQ)',
    name: entryName('The name of the question’s file.'),
    columns: ['topic', 'order'],
    preview: '/faq',
    schema: {
      topic: fields.select({
        label: 'Topic',
        description: 'The heading the question stands under on the FAQ page; the topics come in this list’s order.',
        options: FAQ_TOPICS.map((topic) => ({ label: FAQ_TOPIC_LABELS[topic], value: topic })),
        defaultValue: 'product',
      }),
      order: placeInList('question'),
      forms: fields.multiselect({
        label: 'Shown beside these forms',
        description: 'Besides the FAQ page, the forms this question is shown next to. None: the FAQ page only.',
        options: operations.map(({ slug }) => ({ label: formLabel(slug), value: slug })),
      }),
      link: fields.select({
        label: 'Page the answer points to',
        description: 'A link under the answer, named after the page in the reader’s language.',
        options: [{ label: 'No link', value: '' }, ...FAQ_LINK_TARGETS.map((path) => ({ label: pageLabel(path), value: path }))],
        defaultValue: '',
      }),
      question: localeTexts('Question', { length: QUESTION_LENGTH }),
      answer: localeTexts('Answer', {
        description: `Plain text; an empty line starts a new paragraph. A link to a page of the site is written [the words](/pricing), with the page's path without the language (${FAQ_LINK_TARGETS.join(', ')}), to the same pages in every language. Figures kept elsewhere are written as ${PLACEHOLDERS}, the same in every language; {startingPrice} is the smallest monthly fee of the price list, with its VAT words.`,
        length: ANSWER_LENGTH,
        multiline: true,
      }),
      confirm: fields.text({
        label: 'Facts to confirm before launch (optional)',
        description:
          'In English: what the company must confirm in this answer (a term, a fee, opening hours, a hosting region). `npm run check:launch` lists every answer with this box filled; once the answer is right in every language, empty the box.',
        multiline: true,
        validation: { length: { min: 0, max: CONFIRM_LENGTH.max } },
      }),
      image: entryImage('Picture (optional)', FAQ_IMAGE_FOLDER, { help: 'Shown above the answer.' }),
      imageAlt: localeTexts('What the picture shows (alt text)', {
        description: 'Required with a picture, in every language: what a screen reader says instead of it.',
        length: IMAGE_ALT_LENGTH,
        required: false,
      }),
    },
  },
});
