import { fields } from '@keystatic/core';
import { IMAGE_ALT_LENGTH } from '@/lib/content-rules/content-images';
import { ANSWER_LENGTH, FAQ_FOLDER, FAQ_IMAGE_FOLDER, FAQ_LINK_TARGETS, FAQ_PLACEHOLDERS, QUESTION_LENGTH } from '@/lib/faq/faq-rules';
import { operations } from '@/lib/operations/registry';
import { entryCollection, entryImage, placeInList } from './entry-fields';
import { localeTexts } from './locale-texts';
import { formLabel, pageLabel } from './option-labels';

const PLACEHOLDERS = FAQ_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** The FAQ (content/faq/<name>.json), one entry per question, in the shape lib/faq/faq-rules.ts checks. */
export const faqCollection = entryCollection({
  label: 'Questions and answers (FAQ)',
  folder: FAQ_FOLDER,
  name: 'The name of the question’s file.',
  columns: ['order'],
  schema: {
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
      description: `Plain text; an empty line starts a new paragraph. Figures kept elsewhere are written as ${PLACEHOLDERS}, the same in every language.`,
      length: ANSWER_LENGTH,
      multiline: true,
    }),
    image: entryImage('Picture (optional)', FAQ_IMAGE_FOLDER, { help: 'Shown above the answer.' }),
    imageAlt: localeTexts('What the picture shows (alt text)', {
      description: 'Required with a picture, in every language: what a screen reader says instead of it.',
      length: IMAGE_ALT_LENGTH,
      required: false,
    }),
  },
});
