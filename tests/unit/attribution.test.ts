/** Where a lead came from: only seven bounded values survive, whatever a browser sends. */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEYS, attributionOfPage, cleanAttribution, referrerHostOf } from '@/lib/attribution/attribution';
import { attributionOfSubmission } from '@/lib/attribution/submission-attribution';

describe('cleanAttribution', () => {
  it('keeps the seven keys and drops every other', () => {
    const raw = Object.fromEntries(
      [...ATTRIBUTION_KEYS, 'email', 'gclid', '__proto__'].map((key) => [
        key,
        key === 'referrer_host' ? 'news.example.org' : key === 'landing_path' ? '/es' : 'x',
      ]),
    );
    expect(Object.keys(cleanAttribution(raw)!)).toEqual([...ATTRIBUTION_KEYS]);
  });

  it('puts text on one line, trimmed, and cuts it at 200 characters', () => {
    const cleaned = cleanAttribution({ utm_campaign: '  spring\r\nBcc: x\u2028\u0000 sale ', utm_term: 'é'.repeat(500) })!;
    expect(cleaned.utm_campaign).toBe('spring Bcc: x sale');
    expect(Array.from(cleaned.utm_term!)).toHaveLength(200);
  });

  it('takes a host only when it is a hostname, and a path only when it is one of this site', () => {
    expect(cleanAttribution({ referrer_host: 'News.Example.ORG' })).toEqual({ referrer_host: 'news.example.org' });
    for (const referrer_host of ['evil.example/path', 'a b.example', '<script>', 'x'.repeat(300), 42]) {
      expect(cleanAttribution({ referrer_host })).toBeNull();
    }
    expect(cleanAttribution({ landing_path: '/de/quote' })).toEqual({ landing_path: '/de/quote' });
    for (const landing_path of ['https://evil.example/', '//evil.example/x', 'quote', ['/en']]) {
      expect(cleanAttribution({ landing_path })).toBeNull();
    }
  });

  it('answers null for anything but an object with a value', () => {
    for (const raw of [null, undefined, 'utm_source=x', ['x'], {}, { utm_source: '   ' }, { utm_source: { nested: 'x' } }]) {
      expect(cleanAttribution(raw)).toBeNull();
    }
  });
});

describe('a page address', () => {
  it('gives its campaign parameters (the first of each) and its path, not its other parameters', () => {
    const url = new URL('https://courtside.example/es/quote?utm_source=ads&utm_source=second&utm_campaign=spring&gclid=123#form');
    expect(cleanAttribution(attributionOfPage(url))).toEqual({ utm_source: 'ads', utm_campaign: 'spring', landing_path: '/es/quote' });
  });

  it('names the referring host only when it is another website', () => {
    expect(referrerHostOf('https://news.example.org/article?id=1', 'courtside.example')).toBe('news.example.org');
    expect(referrerHostOf('https://courtside.example/en', 'courtside.example')).toBeUndefined();
    expect(referrerHostOf('', 'courtside.example')).toBeUndefined();
  });
});

describe('attributionOfSubmission', () => {
  const recorded = JSON.stringify({ utm_source: 'newsletter', referrer_host: 'news.example.org', landing_path: '/es' });
  const formPage = 'https://courtside.example/es/contact?utm_medium=poster';

  it('takes what the tab recorded (JavaScript on)', () => {
    expect(attributionOfSubmission(recorded, formPage)).toEqual({
      utm_source: 'newsletter',
      referrer_host: 'news.example.org',
      landing_path: '/es',
    });
  });

  it('takes the longest record a tab can make: every value at its bound, in emoji and quotes', () => {
    const longest = (text: string) => text.repeat(100); // 200 characters, 400 UTF-16 units in JSON
    const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`; // 253
    const record = {
      utm_source: longest('😀"'),
      utm_medium: longest('🎾"'),
      utm_campaign: longest('🏓"'),
      utm_term: longest('"😀'),
      utm_content: longest('🏸"'),
      referrer_host: host,
      landing_path: `/${longest('😀"').slice(0, -1)}`,
    };
    expect(cleanAttribution(record)).toEqual(record);
    expect(attributionOfSubmission(JSON.stringify(record), formPage)).toEqual(record);
  });

  it("falls back on the form page's own address (JavaScript off, or nothing recorded)", () => {
    const fromPage = { utm_medium: 'poster', landing_path: '/es/contact' };
    expect(attributionOfSubmission(null, formPage)).toEqual(fromPage);
    expect(attributionOfSubmission('', formPage)).toEqual(fromPage);
    expect(attributionOfSubmission('{not json', formPage)).toEqual(fromPage);
    expect(attributionOfSubmission(JSON.stringify({ utm_source: 'x'.repeat(5_000) }), formPage)).toEqual(fromPage);
  });

  it('is null without either, and never throws on what a client sent', () => {
    expect(attributionOfSubmission(null, null)).toBeNull();
    expect(attributionOfSubmission(new File(['{}'], 'a.json'), 'not a url')).toBeNull();
    expect(attributionOfSubmission('null', `https://courtside.example/${'a'.repeat(5_000)}`)).toBeNull();
  });
});
