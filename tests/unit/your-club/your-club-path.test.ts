/**
 * proxy.ts counts views of "Your club in Courtside" by the path as Next.js routes it
 * (lib/your-club/your-club-path.ts): the page and its image in each language, an escaped spelling
 * too, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { yourClubPathOf } from '@/lib/your-club/your-club-path';

describe('yourClubPathOf', () => {
  it.each([
    ['/es/your-club', { locale: 'es', image: false }],
    ['/de/your-club/image', { locale: 'de', image: true }],
    ['/en/your%2Dclub', { locale: 'en', image: false }],
  ])('reads %s', (path, expected) => {
    expect(yourClubPathOf(path)).toEqual(expected);
  });

  it.each(['/xx/your-club', '/en/your-club/other', '/en/your-clubs', '/your-club', '/en/pricing/estimate'])('is not %s', (path) => {
    expect(yourClubPathOf(path)).toBeUndefined();
  });
});
