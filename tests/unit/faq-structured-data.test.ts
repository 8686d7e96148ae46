/**
 * The FAQ page's JSON-LD (lib/faq/faq-structured-data.ts): typed as schema.org's FAQPage by
 * schema-dts, and at run time a parseable FAQPage whose Questions and Answers are the content as
 * the page shows it, with nothing that could close its script element.
 */
import type { FAQPage, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FAQ, faqItems } from '@/lib/faq/faq';
import { faqPlainText } from '@/lib/faq/faq-rules';
import { faqPageData, faqPageJsonLd } from '@/lib/faq/faq-structured-data';
import { faqParagraphs, fillFaqText } from '@/lib/faq/faq-values';
import { LOCALES } from '@/lib/i18n/locales';

interface ParsedFaqPage {
  '@context': string;
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

describe('the FAQPage structured data', () => {
  it('is typed as a schema.org FAQPage', () => {
    expectTypeOf(faqPageData).returns.toEqualTypeOf<WithContext<FAQPage>>();
  });

  it.each(LOCALES)(
    'in %s, parses as an FAQPage of every question with its answer as the content says it, links read as their words',
    (locale) => {
      const parsed = JSON.parse(faqPageJsonLd(faqItems(locale))) as ParsedFaqPage;
      expect(parsed['@context']).toBe('https://schema.org');
      expect(parsed['@type']).toBe('FAQPage');
      expect(parsed.mainEntity).toEqual(
        FAQ.map((entry) => ({
          '@type': 'Question',
          name: fillFaqText(entry.question[locale], locale),
          acceptedAnswer: { '@type': 'Answer', text: faqParagraphs(entry.answer[locale], locale).map(faqPlainText).join('\n\n') },
        })),
      );
      // Filled in: no placeholder is left for a search engine to show.
      expect(JSON.stringify(parsed)).not.toMatch(/\{(product|meetingMinutes|followUpHours|startingPrice)\}/);
      expect(JSON.stringify(parsed)).not.toMatch(/\]\(\//);
    },
  );

  it('escapes `<`, so no text can close the script element', () => {
    const json = faqPageJsonLd([{ slug: 'x', question: 'What about </script><script>alert(1)</script>?', paragraphs: ['a < b'] }]);
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as ParsedFaqPage).mainEntity[0]!.name).toBe('What about </script><script>alert(1)</script>?');
  });
});
