/**
 * Which requests a prerendered page is answered as built for (lib/built-pages/), and which headers
 * of next.config.ts it is answered with: where the build holds a rule this reading cannot
 * reproduce, the page is left to Next.js.
 */
import { describe, expect, it } from 'vitest';
import { rendersAfresh } from '@/lib/built-pages/built-page-answers';
import { configHeadersOf } from '@/lib/built-pages/built-page-files';

const MULTIPART_ACTIONS = [
  { type: 'header', key: 'next-action' },
  { type: 'header', key: 'content-type', value: 'multipart/form-data;.*' },
];

describe('rendersAfresh', () => {
  it.each([
    { rsc: '1' },
    { 'next-router-prefetch': '1' },
    { 'next-action': 'abc' },
    { 'next-url': '/en' },
    { 'x-prerender-revalidate': 'secret' },
    { cookie: 'a=1; __prerender_bypass=x' },
    { 'content-type': 'multipart/form-data; boundary=x' },
  ])('%o is left to Next.js', (headers) => expect(rendersAfresh(headers, MULTIPART_ACTIONS)).toBe(true));

  it.each([{}, { 'accept-encoding': 'br', cookie: 'theme=dark', 'user-agent': 'x', 'content-type': 'text/plain' }])(
    '%o is answered as built',
    (headers) => expect(rendersAfresh(headers, MULTIPART_ACTIONS)).toBe(false),
  );

  it('leaves every request to Next.js where the build names a condition it cannot check', () => {
    expect(rendersAfresh({}, [{ type: 'query', key: 'preview' }])).toBe(true);
  });
});

describe('configHeadersOf', () => {
  const everyPath = { regex: '^(?:/(.*))?$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };

  it('gives the matching rules in order, a later value of the same header winning', () => {
    const rules = [
      everyPath,
      { regex: '^/other$', headers: [{ key: 'X-Other', value: 'no' }] },
      {
        regex: '^/en$',
        headers: [
          { key: 'x-frame-options', value: 'SAMEORIGIN' },
          { key: 'Link', value: '</a>; rel="b"' },
        ],
      },
    ];
    expect(configHeadersOf('/en', rules)).toEqual([
      ['x-frame-options', 'SAMEORIGIN'],
      ['Link', '</a>; rel="b"'],
    ]);
  });

  it('gives nothing where a matching rule has a condition or a value Next.js fills in per request', () => {
    expect(configHeadersOf('/en', [everyPath, { ...everyPath, has: [{ type: 'cookie', key: 'x' }] }])).toBeUndefined();
    expect(configHeadersOf('/en', [{ regex: '^/(.*)$', headers: [{ key: 'X-Path', value: '/:path' }] }])).toBeUndefined();
  });
});
