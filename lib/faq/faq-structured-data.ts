import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqItem } from './faq';

/**
 * schema.org `FAQPage` for the questions a page shows, and only those (Google's rule for FAQ
 * markup: the page marks up the FAQ it displays). The answer's text is its paragraphs as shown.
 */
export function faqPageData(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.paragraphs.join('\n\n') },
    })),
  };
}

/** The JSON-LD of a script element, `<` escaped so no text can close the element (as lib/site/structured-data.ts). */
export function faqPageJsonLd(items: readonly FaqItem[]): string {
  return JSON.stringify(faqPageData(items)).replaceAll('<', '\\u003c');
}
