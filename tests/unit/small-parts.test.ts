import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint } from '@/lib/acceptance/fingerprint';
import { newReference, REFERENCE_PATTERN } from '@/lib/acceptance/reference';
import { clientAddress } from '@/lib/api/client-address';
import { createPacer } from '@/lib/delivery/pace';
import { english, messageKey } from '@/lib/i18n/messages';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { createMemoryCounterStore } from '@/lib/rate-limit/memory-counter-store';
import { createRateLimiter, rateLimitHeaders } from '@/lib/rate-limit/rate-limiter';
import type { Sql } from '@/lib/store/database';

describe('references', () => {
  it('are a letter, a dash and 8 Crockford base32 characters, and differ', () => {
    const references = Array.from({ length: 2000 }, () => newReference('Q'));
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
  });
});

describe('canonical JSON', () => {
  it('ignores member order at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"x":0,"y":1}]},"b":1}');
    expect(fingerprint('op', { a: 1, b: 2 })).toBe(fingerprint('op', { b: 2, a: 1 }));
    expect(fingerprint('op', { a: 1 })).not.toBe(fingerprint('other', { a: 1 }));
  });
});

describe('negotiateLocale', () => {
  it.each([
    ['pt-BR', null, 'pt'],
    [undefined, 'fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    [undefined, 'en;q=0.1, de;q=0.5', 'de'],
    [undefined, '*', 'en'],
    [undefined, 'es;q=0', 'en'],
    ['zz', 'es', 'es'],
    [undefined, null, 'en'],
  ])('explicit %s, Accept-Language %s → %s', (explicit, header, expected) => {
    expect(negotiateLocale(explicit, header)).toBe(expected);
  });
});

describe('messageKey', () => {
  it('lets through a run-time key that names a message, and refuses a missing key or a namespace', () => {
    expect(english(messageKey('fields.clubName'))).toBe('Club name');
    expect(() => messageKey('fields.noSuchField')).toThrow('messages/en.json has no fields.noSuchField');
    expect(() => messageKey('fields')).toThrow();
  });
});

describe('clientAddress', () => {
  it('takes the address the nearest proxy added', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.10' }))).toBe('203.0.113.10');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});

describe('rate limiter', () => {
  // The in-memory store never touches the database.
  const noSql = {} as Sql;

  it('counts per bucket in fixed windows and says when the window resets', async () => {
    const consume = createRateLimiter({ limit: 2, windowSeconds: 60 }, createMemoryCounterStore());
    const t0 = 1_800_000_000_000; // a window boundary
    expect(await consume('a', noSql, t0 + 1_000)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 59 });
    expect(await consume('a', noSql, t0 + 2_000)).toMatchObject({ allowed: true, remaining: 0 });
    const third = await consume('a', noSql, t0 + 30_500);
    expect(third).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 30 });
    expect(rateLimitHeaders(third!)).toEqual({
      'RateLimit-Policy': '"per-endpoint";q=2;w=60',
      RateLimit: '"per-endpoint";r=0;t=30',
      'Retry-After': '30',
    });
    expect(await consume('b', noSql, t0 + 30_500)).toMatchObject({ allowed: true });
    expect(await consume('a', noSql, t0 + 60_000)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('is off when RATE_LIMIT=off', async () => {
    expect(await createRateLimiter(null, createMemoryCounterStore())('a', noSql)).toBeNull();
  });
});

describe('createPacer', () => {
  it('spaces calls at least the interval apart, in order', async () => {
    const pace = createPacer(40);
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async () => {
        await pace();
        times.push(Date.now() - started);
      }),
    );
    expect(times[1]).toBeGreaterThanOrEqual(38);
    expect(times[2]).toBeGreaterThanOrEqual(78);
  });
});
