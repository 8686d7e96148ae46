/**
 * The club's colour kept (lib/colour/club-colours.ts): the colour
 * she picked stays itself wherever it is a surface, with dark or white text on it at AA; only its use
 * as text or a line on white takes a deeper shade of the same hue.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClubWebsiteScreen, MemberAppScreen } from '@/components/product-screens';
import { clubColours, hslOf, INK, NON_TEXT_CONTRAST, onWhite, WHITE } from '@/lib/colour/club-colours';
import { AA_TEXT_CONTRAST, contrastRatio } from '@/lib/colour/wcag-contrast';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';
import { screenColours } from '@/lib/product-screens/screen-colours';
import { clubLookOf } from '@/lib/your-club/club-look';

const hueDistance = (one: string, other: string) => {
  const distance = Math.abs(hslOf(one)[0] - hslOf(other)[0]) % 360;
  return Math.min(distance, 360 - distance);
};
const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

describe('a pale yellow', () => {
  it.each(['#f5e663', '#ffeb3b'])(
    '%s stays itself as the surface, with dark text, and takes a dark yellow only as text on white',
    (yellow) => {
      const c = clubColours(yellow);
      expect(c.surface).toBe(yellow);
      expect(c.onSurface).toBe(INK);
      expect(contrastRatio(c.surface, c.onSurface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(c.text).toBe(onWhite(yellow));
      expect(c.text).not.toBe(yellow);
      expect(contrastRatio(c.text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(hueDistance(c.text, yellow)).toBeLessThanOrEqual(3);
      expect(contrastRatio(c.line, WHITE)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(hueDistance(c.line, yellow)).toBeLessThanOrEqual(3);
    },
  );

  it('is what "your club" draws: the bar, the button and the chosen court in the yellow itself', () => {
    const look = clubLookOf({ colour: '#f5e663', problems: [] });
    expect(look.colour).toBe('#f5e663');
    const app = renderToStaticMarkup(createElement(MemberAppScreen, { locale: 'en', club: look }));
    expect(app).toContain('fill="#f5e663"');
    expect(app).toContain(`fill="${INK}" font-weight="700" text-anchor="middle">Book</text>`);
    const site = renderToStaticMarkup(createElement(ClubWebsiteScreen, { locale: 'en', club: look }));
    expect(site).toContain('fill="#f5e663"');
  });
});

describe('other colours', () => {
  it('a dark green keeps white text, and is its own text on white', () => {
    const c = clubColours('#0f6b4f');
    expect(c).toMatchObject({ surface: '#0f6b4f', onSurface: WHITE, text: '#0f6b4f', line: '#0f6b4f' });
  });

  it('white stays white with dark text, and reads on white as a grey', () => {
    const c = clubColours('#ffffff');
    expect(c.surface).toBe('#ffffff');
    expect(c.onSurface).toBe(INK);
    expect(contrastRatio(c.text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(hslOf(c.text)[1]).toBe(0);
  });

  it('black stays black with white text, and is its own text on white', () => {
    expect(clubColours('#000000')).toMatchObject({ surface: '#000000', onSurface: WHITE, text: '#000000', line: '#000000' });
  });

  it('a mid-tone no ink or white reads on keeps itself, with black text', () => {
    const c = clubColours('#e4572e');
    expect(c.surface).toBe('#e4572e');
    expect(contrastRatio(c.surface, c.onSurface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('a value that is not #rrggbb never reaches a drawing', () => {
    expect(clubColours('red" onload="x').surface).toBe('#0f6b4f');
  });

  it('keeps every colour as the surface, text on it at AA, and a shade of its hue that reads on white', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const colour = hex(value);
        const c = clubColours(colour);
        expect(c.surface).toBe(colour);
        expect(contrastRatio(c.surface, c.onSurface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio(c.text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio(c.line, WHITE)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        // A colour with a hue (not a grey, not too dark to have one) keeps it within a few degrees.
        const [, saturation, lightness] = hslOf(colour);
        if (saturation > 0.2 && lightness > 0.1 && c.text !== '#000000') expect(hueDistance(c.text, colour)).toBeLessThanOrEqual(4);
      }),
      { numRuns: 2000 },
    );
  });

  it('draws the home page’s sample club exactly as before', () => {
    const before = screenColours(SAMPLE_CLUB_LOOK.colour);
    const c = clubColours(SAMPLE_CLUB_LOOK.colour);
    expect([c.surface, c.onSurface, c.wash, c.soft, c.edge, c.line]).toEqual([
      before.brand,
      before.onBrand,
      before.wash,
      before.soft,
      before.edge,
      before.brand,
    ]);
  });
});
