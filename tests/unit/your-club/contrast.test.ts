/**
 * The contrast math of "Your club in Courtside" (lib/colour/wcag-contrast.ts) against WCAG's known
 * values, and a picked colour made readable: white text on it, and it on the white page, at AA.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onWhite } from '@/lib/colour/club-colours';
import { AA_TEXT_CONTRAST, contrastRatio, relativeLuminance } from '@/lib/colour/wcag-contrast';

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('WCAG contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#ff0000', '#ffffff', 4],
    ['#0000ff', '#ffffff', 8.59],
  ])('%s against %s is %f', (first, second, ratio) => {
    expect(round2(contrastRatio(first, second))).toBe(ratio);
    expect(round2(contrastRatio(second, first))).toBe(ratio);
  });

  it('has the luminance of WCAG for black, white and a grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(round2(relativeLuminance('#808080'))).toBe(0.22);
  });
});

describe('onWhite (the club colour as text on white)', () => {
  it('keeps a colour white text can be read on', () => {
    expect(onWhite('#0f6b4f')).toBe('#0f6b4f');
    expect(onWhite('#767676')).toBe('#767676');
  });

  it('darkens a light colour, same hue, until white text on it passes AA', () => {
    for (const light of ['#777777', '#ffff00', '#ffffff', '#ff0000', '#66ccff']) {
      const readable = onWhite(light);
      expect(readable).not.toBe(light);
      expect(contrastRatio('#ffffff', readable)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
    // The hue stays: every channel shrinks by the same factor.
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(onWhite('#ff8000').slice(start, start + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(b).toBe(0);
  });

  it('gives every colour one that passes AA both ways (white text on it, it on white)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const readable = onWhite(`#${value.toString(16).padStart(6, '0')}`);
        expect(readable).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio('#ffffff', readable)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }),
    );
  });
});
