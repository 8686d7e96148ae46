/**
 * The FAQ files' rules (lib/faq/faq-rules.ts): every language present, lengths bounded, plain text,
 * known placeholders kept in every translation, slugs kebab-case, forms known operations, order
 * unique; each refusal names the file and the field. The shipped files keep them.
 */
import { describe, expect, it } from 'vitest';
import { FAQ_FILES } from '@/lib/faq/faq-files';
import { CollectionContentError } from '@/lib/content-rules/collection-files';
import { faqProblems, loadFaq, ANSWER_LENGTH, QUESTION_LENGTH } from '@/lib/faq/faq-rules';
import { LOCALES } from '@/lib/i18n/locales';

const perLocale = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} (${locale})`]));

/** A valid entry, to break one field at a time. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    order: 1,
    forms: ['demo'],
    question: perLocale('How long does a demo last?'),
    answer: perLocale('About {meetingMinutes} minutes, by video call.'),
    ...overrides,
  };
}

describe('the FAQ files as shipped', () => {
  it('keep the rules, so the site builds with every entry in order', () => {
    expect(faqProblems(FAQ_FILES)).toEqual([]);
    const orders = loadFaq(FAQ_FILES).map((item) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(orders.length).toBe(Object.keys(FAQ_FILES).length);
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
