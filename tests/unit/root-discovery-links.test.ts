/**
 * An agent starts at `/` (issue 46): proxy.ts's redirect of a path without a language carries the
 * discovery `Link` header of the pages (RFC 8288), naming the API catalog (`api-catalog`, RFC 9727)
 * and llms.txt, so the first answer an agent gets points it at them. proxy.ts is called directly;
 * tests/api/discovery-documents.test.ts asks a running server.
 */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { DISCOVERY_LINK_HEADER } from '@/lib/agents/documents/discovery-links';

const ROOT = 'https://courts.example';

describe('a path without a language', () => {
  it.each([
    { path: '/', language: 'es', location: `${ROOT}/es` },
    { path: '/', language: 'de-DE,de;q=0.9', location: `${ROOT}/de` },
    { path: '/developers', language: 'en', location: `${ROOT}/en/developers` },
  ])('$path ($language) is redirected with the links to the API catalog and llms.txt', async ({ path, language, location }) => {
    const answer = await proxy(new NextRequest(`${ROOT}${path}`, { headers: { 'Accept-Language': language } }));
    expect([307, 308]).toContain(answer.status);
    expect(answer.headers.get('location')).toBe(location);
    const link = answer.headers.get('link') ?? '';
    expect(link).toBe(DISCOVERY_LINK_HEADER);
    expect(link).toContain('</.well-known/api-catalog>; rel="api-catalog"');
    expect(link).toContain('</llms.txt>; rel="describedby"; type="text/plain"');
  });
});
