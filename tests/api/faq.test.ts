/**
 * The FAQ against a running production build (issue 36 item 3): /{locale}/faq is prerendered and
 * shows every question and answer in its language, grouped under its topic's heading, its links
 * opening pages in that language, with the FAQPage JSON-LD of exactly those; a
 * form page shows the questions whose `forms` name it, and links to the FAQ; llms-full.txt carries
 * every question in English, llms.txt and the sitemaps list the page in every language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ, faqItems, faqTopics } from '@/lib/faq/faq';
import { fillFaqText } from '@/lib/faq/faq-values';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { fetchDocument, SITE_URL } from '../helpers/documents';
import { startServer, type TestServer } from '../helpers/server';

const BUILD = path.resolve(import.meta.dirname, '../../.next');

/** The page's text as a reader sees it: tags' text with React's entities decoded. */
const decoded = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): { '@type'?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer('pglite', { SITE_URL, DELIVERY_WORKER: 'off' });
});
afterAll(async () => {
  if (server) await server.close();
});

describe.each(['en', 'de'] as const)('/%s/faq', (locale) => {
  it('is prerendered, served as built', async () => {
    const manifest = JSON.parse(readFileSync(path.join(BUILD, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
    expect(Object.keys(manifest.routes)).toContain(`/${locale}/faq`);
    const page = await fetchDocument(server.url, `/${locale}/faq`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-nextjs-cache') ?? page.headers.get('x-nextjs-prerender')).toBeTruthy();
  });

  it('shows every question, in order, as a heading under its topic with its answer below, in its language', async () => {
    const html = decoded((await fetchDocument(server.url, `/${locale}/faq`)).text);
    expect(html).toContain(`lang="${locale}"`);
    expect(html).toContain(`<h1>${translatorFor(locale)('faq.title')}</h1>`);
    const topics = [...html.matchAll(/<h2 id="topic-[a-z]+-title">([^<]+)<\/h2>/g)].map(([, text]) => text);
    expect(topics).toEqual(faqTopics(faqItems(locale)).map(({ topic }) => translatorFor(locale)(`faq.topics.${topic}`)));
    const headings = [...html.matchAll(/<h3 id="[a-z0-9-]+-question">([^<]+)<\/h3>/g)].map(([, text]) => text);
    expect(headings).toEqual(FAQ.map((entry) => fillFaqText(entry.question[locale], locale)));
    // Each paragraph as read, its links' words in place; each link to a page in this language.
    const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) =>
      inner!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''),
    );
    for (const item of faqItems(locale)) for (const paragraph of item.paragraphs) expect(paragraphs).toContain(paragraph);
    for (const part of faqItems(locale).flatMap((item) => item.parts!.flat()))
      if (typeof part !== 'string') expect(html).toContain(`<a href="/${locale}${part.path}">${part.text}</a>`);
    // No placeholder and no link's brackets are left.
    expect(html).not.toMatch(/\{(product|meetingMinutes|followUpHours|startingPrice)\}/);
    expect(html).not.toMatch(/\]\(\//);
  });

  it('carries the FAQPage JSON-LD of exactly its questions and answers', async () => {
    const pages = jsonLd((await fetchDocument(server.url, `/${locale}/faq`)).text).filter((data) => data['@type'] === 'FAQPage');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.mainEntity!.map((question) => [question.name, question.acceptedAnswer.text])).toEqual(
      faqItems(locale).map((item) => [item.question, item.paragraphs.join('\n\n')]),
    );
  });
});

describe('beside a form', () => {
  it('the quote form page shows the questions for quotes, in order, and links to the FAQ', async () => {
    const html = decoded((await fetchDocument(server.url, '/es/quote')).text);
    const forQuote = FAQ.filter((entry) => entry.forms.includes('quote')).map((entry) => fillFaqText(entry.question.es, 'es'));
    const others = FAQ.filter((entry) => !entry.forms.includes('quote')).map((entry) => fillFaqText(entry.question.es, 'es'));
    expect(forQuote.length).toBeGreaterThan(0);
    const shown = [...html.matchAll(/<summary>([^<]+)<\/summary>/g)].map(([, text]) => text);
    expect(shown.filter((text) => forQuote.includes(text!) || others.includes(text!))).toEqual(forQuote);
    expect(html).toContain(`<h2 id="form-faq-title">${translatorFor('es')('faq.besideForm')}</h2>`);
    expect(html).toContain(`<a href="/es/faq">${translatorFor('es')('faq.allQuestions')}</a>`);
    // Marked up once, on the FAQ page: a form page repeats some of it (Google: one instance per site).
    expect(jsonLd(html).some((data) => data['@type'] === 'FAQPage')).toBe(false);
  });
});

describe('the navigation', () => {
  it.each(['pt', 'fr'] as const)('links every %s page to the FAQ, in the header (row and menu) and in the footer', async (locale) => {
    const label = translatorFor(locale)('faq.navLabel');
    for (const page of ['', '/privacy']) {
      const html = decoded((await fetchDocument(server.url, `/${locale}${page}`)).text);
      const header = /<header[\s\S]*?<\/header>/.exec(html)![0];
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)![0];
      const link = `<a href="/${locale}/faq">${label}</a>`;
      expect(header.split(link).length - 1, `${locale}${page} header`).toBe(2);
      expect(footer, `${locale}${page} footer`).toContain(link);
    }
  });
});

describe('for agents and search engines', () => {
  it('llms-full.txt has every question and answer, in English, in an FAQ section', async () => {
    const text = (await fetchDocument(server.url, '/llms-full.txt')).text;
    expect(text).toContain(`## FAQ (${SITE_URL}/en/faq)`);
    for (const item of faqItems('en')) {
      expect(text).toContain(`### ${item.question}`);
      for (const paragraph of item.paragraphs) expect(text).toContain(paragraph);
    }
  });

  it('llms.txt lists the FAQ page by its title', async () => {
    const text = (await fetchDocument(server.url, '/llms.txt')).text;
    expect(text).toContain(`- [${translatorFor('en')('faq.metaTitle')}](${SITE_URL}/en/faq)`);
  });

  it.each(LOCALES)('the %s sitemap lists its /faq with every language version and x-default', async (locale) => {
    const xml = (await fetchDocument(server.url, `/sitemap/${locale}.xml`)).text;
    const entry = xml.split('<url>').find((url) => url.includes(`<loc>${SITE_URL}/${locale}/faq</loc>`));
    expect(entry).toBeDefined();
    for (const other of LOCALES) expect(entry).toContain(`hreflang="${other}" href="${SITE_URL}/${other}/faq"`);
    expect(entry).toContain(`hreflang="x-default" href="${SITE_URL}/${DEFAULT_LOCALE}/faq"`);
  });
});
