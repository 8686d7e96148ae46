/**
 * The shareable image of a club (components/your-club/your-club-image.tsx) as a visitor shares it:
 * 1200×630 in each language, a long name made smaller to fit its three lines, and her colour kept.
 * With SHARE_PNG_DIR set, the images are also written there (share-<locale>-<case>.png) to be looked at.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setText, yourClubImage } from '@/components/your-club/your-club-image';

const CASES: [string, [string, string][]][] = [
  [
    'en',
    [
      ['name', 'Riverside Padel Club'],
      ['colour', '#f5e663'],
      ['sports', 'padel'],
      ['sports', 'tennis'],
      ['sports', 'pickleball'],
    ],
  ],
  [
    'de',
    [
      ['name', 'TC Blau Weiss 1899 Rot-Weiss Köln'],
      ['colour', '#0f6b4f'],
      ['sports', 'tennis'],
      ['sports', 'padel'],
    ],
  ],
  [
    'fr',
    [
      ['name', 'Club de Padel de la Côte Basque'],
      ['colour', '#e4572e'],
      ['sports', 'padel'],
      ['sports', 'gym'],
    ],
  ],
  [
    'en',
    [
      ['name', 'Padel'],
      ['colour', '#ffffff'],
      ['sports', 'padel'],
    ],
  ],
  [
    'de',
    [
      ['name', 'Tennisgemeinschaftsverein Ober Ramstadt'],
      ['colour', '#000000'],
      ['sports', 'tennis'],
    ],
  ],
  [
    'es',
    [
      ['name', 'Теннисный центр'],
      ['colour', '#ffeb3b'],
      ['sports', 'gym'],
      ['sports', 'multi-sport'],
      ['sports', 'wellness'],
    ],
  ],
  [
    'pt',
    [
      ['name', 'Real Club de Tenis y Padel Ciudad Lineal'],
      ['colour', '#66ccff'],
    ],
  ],
];

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
};

describe('the share image', () => {
  it.each(CASES.map(([locale, entries], index) => [locale, entries, index] as const))(
    'draws %s %j at 1200×630',
    async (locale, entries, index) => {
      const response = await yourClubImage(locale as 'en' | 'de' | 'fr', entries);
      const png = new Uint8Array(await response.arrayBuffer());
      expect(sizeOf(png)).toEqual([1200, 630]);
      const directory = process.env.SHARE_PNG_DIR;
      if (directory) await writeFile(path.join(directory, `share-${locale}-${index}.png`), png);
    },
  );
});

describe('setText', () => {
  // Every character is 0.5 em wide: at size 10 a character is 5 px.
  const measure = (text: string, size: number) => [...text].length * size * 0.5;

  it('keeps the largest size where the name fits in its lines', () => {
    expect(setText(measure, 'Padel Club', [20, 10], 200, 1)).toEqual({ size: 20, lines: ['Padel Club'] });
    expect(setText(measure, 'Padel Club Riverside North', [20, 10], 100, 2).size).toBe(10);
  });

  it('balances the lines, breaking only at spaces', () => {
    // Greedy would give "Padel Club Riverside" and a lone "North".
    expect(setText(measure, 'Padel Club Riverside North', [10], 100, 3).lines).toEqual(['Padel Club', 'Riverside North']);
    expect(setText(measure, 'TC Blau Weiss 1899 Rot-Weiss Köln', [10], 100, 3).lines.every((line) => !line.endsWith('-'))).toBe(true);
  });

  it('makes a word too long for one line smaller, until it fits its line', () => {
    expect(setText(measure, 'Tennisgemeinschaft', [20, 10], 150, 3).size).toBe(10);
    // 25 letters of 0.5 em in 175 px: 14 px, below the sizes given; the other words on as few lines as fit.
    expect(setText(measure, 'Tennisgemeinschaftsverein Ober Ramstadt', [20, 16], 175, 3)).toEqual({
      size: 14,
      lines: ['Tennisgemeinschaftsverein', 'Ober Ramstadt'],
    });
  });
});
