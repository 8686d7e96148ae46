/**
 * The FAQ files' rules (lib/faq/faq-rules.ts): every language present, lengths bounded, plain text,
 * known placeholders kept in every translation, links (`[words](/pricing)`) only to the site's pages
 * and to the same pages in every translation, a known topic, slugs kebab-case, forms known
 * operations, order unique; each refusal names the file and the field. The shipped files keep them,
 * in the FAQ page's order: by topic, then order.
 */
import { describe, expect, it } from 'vitest';
import { collectionProblems, loadCollection } from '@/lib/collections/collection-rules';
import type { CollectionFiles } from '@/lib/collections/content-collection';
import { siteFiles } from '@/lib/collections/site-files';
import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';
import { CollectionContentError } from '@/lib/content-rules/collection-files';
import { faqPlainText, faqTextParts, ANSWER_LENGTH, FAQ_TOPICS, QUESTION_LENGTH } from '@/lib/faq/faq-rules';
import { LOCALES } from '@/lib/i18n/locales';

const FAQ_FILES = siteFiles(FAQ_COLLECTION);
const faqProblems = (files: CollectionFiles) => collectionProblems(FAQ_COLLECTION, files);
const loadFaq = (files: CollectionFiles) => loadCollection(FAQ_COLLECTION, files);

const perLocale = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} (${locale})`]));

/** A valid entry, to break one field at a time. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    topic: 'demos',
    order: 1,
    forms: ['demo'],
    question: perLocale('How long does a demo last?'),
    answer: perLocale('About {meetingMinutes} minutes, by video call.'),
    ...overrides,
  };
}

describe('an answer’s links', () => {
  it('are cut out for the page, and read as their words elsewhere', () => {
    const paragraph = 'See the [pricing page](/pricing) and the [terms](/terms).';
    expect(faqTextParts(paragraph)).toEqual([
      'See the ',
      { text: 'pricing page', path: '/pricing' },
      ' and the ',
      { text: 'terms', path: '/terms' },
      '.',
    ]);
    expect(faqPlainText(paragraph)).toBe('See the pricing page and the terms.');
    // A target the rules would refuse is shown as its words, never as a link.
    expect(faqTextParts('Go [there](https://example.com).')).toEqual(['Go ', 'there', '.']);
  });
});

describe('the FAQ files as shipped', () => {
  it('keep the rules, so the site builds with every entry in order: by topic, then order', () => {
    expect(faqProblems(FAQ_FILES)).toEqual([]);
    const loaded = loadFaq(FAQ_FILES);
    const keys = loaded.map((item) => FAQ_TOPICS.indexOf(item.topic) * 1000 + item.order);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(loaded.length).toBe(Object.keys(FAQ_FILES).length);
  });

  it('answer what a buyer checks: every topic has a question, and the price answer names a figure and links to the prices', () => {
    const loaded = loadFaq(FAQ_FILES);
    for (const topic of FAQ_TOPICS)
      expect(
        loaded.some((item) => item.topic === topic),
        topic,
      ).toBe(true);
    const price = loaded.find((item) => item.slug === 'what-a-quote-depends-on')!;
    expect(price.answer.en).toContain('{startingPrice}');
    expect(price.answer.en).toContain('](/pricing)');
  });
});

describe('an FAQ file that breaks a rule is refused, naming the file and the field', () => {
  it('accepts the valid entry the cases below break', () => {
    expect(faqProblems({ 'demo-length': entry() })).toEqual([]);
  });

  it('a language missing from the answer', () => {
    const answer: Record<string, string> = { ...entry().answer };
    delete answer.de;
    expect(faqProblems({ 'demo-length': entry({ answer }) })).toEqual([
      'content/faq/demo-length.json answer.de: missing: write the text in this language.',
    ]);
  });

  it('a language the site does not have', () => {
    const question = { ...entry().question, it: 'Quanto dura una demo?' };
    expect(faqProblems({ 'demo-length': entry({ question }) })).toEqual([
      expect.stringMatching(/^content\/faq\/demo-length\.json question\.it: /),
    ]);
  });

  it('a form that is no operation of the registry', () => {
    const problems = faqProblems({ 'demo-length': entry({ forms: ['demo', 'newsletter'] }) });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/faq\/demo-length\.json forms\.1: must be one of the forms: quote, contact, brochure, demo/),
    ]);
  });

  it('two entries with the same order', () => {
    const problems = faqProblems({ 'demo-length': entry({ order: 3 }), 'move-a-demo': entry({ order: 3 }) });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/faq\/move-a-demo\.json order: 3 is also the order of content\/faq\/demo-length\.json/),
    ]);
  });

  it('a file name that is not kebab-case', () => {
    expect(faqProblems({ Demo_Length: entry() })).toEqual([expect.stringMatching(/^content\/faq\/Demo_Length\.json: .*kebab-case/)]);
  });

  it('a text too long or too short', () => {
    const answer = { ...entry().answer, fr: `{meetingMinutes} ${'x'.repeat(ANSWER_LENGTH.max)}` };
    const question = { ...entry().question, es: '¿Y?' };
    expect(faqProblems({ 'demo-length': entry({ answer, question }) })).toEqual([
      expect.stringMatching(/^content\/faq\/demo-length\.json question\.es: write at least 10 characters/),
      expect.stringMatching(/^content\/faq\/demo-length\.json answer\.fr: write at most 1500 characters/),
    ]);
    expect(QUESTION_LENGTH.max).toBeLessThan(ANSWER_LENGTH.max);
  });

  it('HTML in a text, an unknown placeholder, and a translation that drops the English one', () => {
    const answer = { ...entry().answer, es: 'Unos <b>30</b> minutos.', pt: 'Cerca de {minutos} minutos.', de: 'Etwa eine halbe Stunde.' };
    const problems = faqProblems({ 'demo-length': entry({ answer }) });
    expect(problems).toContainEqual(expect.stringMatching(/answer\.es: plain text only/));
    expect(problems).toContainEqual(expect.stringMatching(/answer\.pt: the only placeholders are/));
    expect(problems).toContainEqual(expect.stringMatching(/answer\.de: must use the same placeholders as the English/));
  });

  it('a field the entry does not have, and a link to a page that does not exist', () => {
    const problems = faqProblems({ 'demo-length': entry({ colour: 'green', link: '/pricing-old' }) });
    expect(problems).toContainEqual(expect.stringMatching(/^content\/faq\/demo-length\.json colour: /));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/faq\/demo-length\.json link: must be one of the pages/));
  });

  it('a topic missing or unknown', () => {
    const withoutTopic: Record<string, unknown> = entry();
    delete withoutTopic.topic;
    expect(faqProblems({ 'demo-length': withoutTopic })).toEqual([
      `content/faq/demo-length.json topic: missing: write one of the topics ${FAQ_TOPICS.join(', ')}.`,
    ]);
    expect(faqProblems({ 'demo-length': entry({ topic: 'pricing' }) })).toEqual([
      `content/faq/demo-length.json topic: must be one of the topics ${FAQ_TOPICS.join(', ')}.`,
    ]);
  });

  it('a link to a page the site does not have, a link mistyped, a link in a question, and a translation linking elsewhere', () => {
    const link = (path: string) => perLocale(`See the [prices](${path}) for {meetingMinutes} minutes.`);
    expect(faqProblems({ 'demo-length': entry({ answer: link('/pricing') }) })).toEqual([]);
    expect(faqProblems({ 'demo-length': entry({ answer: link('/en/pricing') }) })).toEqual(
      LOCALES.map((locale) =>
        expect.stringMatching(
          new RegExp(
            `^content/faq/demo-length\\.json answer\\.${locale}: a link must point to one of the pages /quote, .*"/en/pricing" is none of them`,
          ),
        ),
      ),
    );
    expect(faqProblems({ 'demo-length': entry({ answer: link('https://example.com/') }) })).toHaveLength(LOCALES.length);
    const mistyped = { ...link('/pricing'), es: 'Mira los [precios] (/pricing) para {meetingMinutes} minutos.' };
    expect(faqProblems({ 'demo-length': entry({ answer: mistyped }) })).toEqual([
      'content/faq/demo-length.json answer.es: a link is written [the words](/pricing), the words in [ ] and the page in ( ) right after.',
      'content/faq/demo-length.json answer.es: must link to the same pages as the English.',
    ]);
    const elsewhere = { ...link('/pricing'), de: 'Siehe die [Preise](/terms) für {meetingMinutes} Minuten.' };
    expect(faqProblems({ 'demo-length': entry({ answer: elsewhere }) })).toEqual([
      'content/faq/demo-length.json answer.de: must link to the same pages as the English.',
    ]);
    const question = { ...entry().question, fr: 'Que dit la [page des tarifs](/pricing) ?' };
    expect(faqProblems({ 'demo-length': entry({ question }) })).toEqual([
      'content/faq/demo-length.json question.fr: no links in a question: put the link in the answer.',
    ]);
  });

  it('a mark of facts to confirm: text in English, empty for none', () => {
    expect(faqProblems({ 'demo-length': entry({ confirm: 'The meeting length and who joins it.' }) })).toEqual([]);
    expect(loadFaq({ 'demo-length': entry({ confirm: '' }) })[0]!.confirm).toBeUndefined();
    expect(faqProblems({ 'demo-length': entry({ confirm: 'Hours' }) })).toEqual([
      'content/faq/demo-length.json confirm: write at least 10 characters.',
    ]);
  });

  it('and loading such files throws with every problem, so the build fails', () => {
    expect(() => loadFaq({ 'demo-length': entry({ forms: ['newsletter'] }) })).toThrow(CollectionContentError);
    expect(() => loadFaq({ 'demo-length': entry({ forms: ['newsletter'] }) })).toThrow(/content\/faq\/demo-length\.json forms\.0/);
  });

  it('a picture without its alt text in one language, or one outside public/faq/; the editor’s “no link” and no picture are fine', () => {
    const imageAlt = { ...perLocale('A padel court at dusk, seen from the club’s terrace'), es: '' };
    expect(faqProblems({ 'demo-length': entry({ image: '/faq/demo-length/image.png', imageAlt }) })).toEqual([
      'content/faq/demo-length.json imageAlt.es: missing: say what the picture shows, for whoever cannot see it.',
    ]);
    expect(faqProblems({ 'demo-length': entry({ image: '/faq/demo-length/image.png' }) })).toHaveLength(LOCALES.length);
    expect(faqProblems({ 'demo-length': entry({ image: '/images/court.png', imageAlt: perLocale('A padel court at dusk') }) })).toEqual([
      expect.stringMatching(/^content\/faq\/demo-length\.json image: must be an image in public\/faq\//),
    ]);
    const withPicture = entry({ image: '/faq/demo-length/image.png', imageAlt: perLocale('A padel court at dusk'), link: '' });
    expect(faqProblems({ 'demo-length': withPicture })).toEqual([]);
    expect(loadFaq({ 'demo-length': withPicture })[0]!.link).toBeUndefined();
    expect(faqProblems({ 'demo-length': entry({ imageAlt: perLocale('') }) })).toEqual([]);
  });
});
