/** The bearer check of /api/status's details and the cron route (lib/api/bearer-token.ts). */
import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from '@/lib/api/bearer-token';

const SECRET = 'a-status-token-of-some-length';

describe('bearerTokenMatches', () => {
  it('accepts the secret under the Bearer scheme, the scheme in any case', () => {
    expect(bearerTokenMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerTokenMatches(`bearer ${SECRET}`, SECRET)).toBe(true);
  });

  it.each([
    ['no header', null],
    ['another token', 'Bearer another-token-entirely'],
    ['a prefix of the secret', `Bearer ${SECRET.slice(0, -1)}`],
    ['the secret and more', `Bearer ${SECRET}x`],
    ['another scheme', `Basic ${SECRET}`],
    ['the bare secret', SECRET],
  ])('refuses %s', (_label, header) => {
    expect(bearerTokenMatches(header, SECRET)).toBe(false);
  });

  it('opens nothing while no secret is configured, an empty token included', () => {
    for (const header of [null, 'Bearer ', 'Bearer undefined', `Bearer ${SECRET}`])
      expect(bearerTokenMatches(header, undefined)).toBe(false);
    expect(bearerTokenMatches('Bearer ', '')).toBe(false);
  });
});
