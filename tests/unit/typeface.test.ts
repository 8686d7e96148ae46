/**
 * One typeface (docs/decisions.md "One typeface"): the pages (app/brand-font.ts), the images and
 * the PDFs (lib/typeface/brand-font-files.ts) are set in the same Noto Sans files, in the same three
 * subsets, with the unicode-ranges the package gives each file; the PDFs replace only the
 * characters those files lack, and write a name only where the files draw it whole.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from '@/lib/pdf/pdf-fonts';
import { PDF_STAND_INS, pdfText } from '@/lib/pdf/pdf-text';
import { brandFontFiles } from '@/lib/typeface/brand-font-files';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE = path.join(ROOT, 'node_modules/@fontsource/noto-sans');
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];

/** The unicode-range the package's own CSS (all subsets of a weight, each after its name) gives a subset's files. */
function packageRange(subset: string): string {
  const css = readFileSync(path.join(PACKAGE, '400.css'), 'utf8');
  const face = css.split(`/* noto-sans-${subset}-400-normal */`)[1]!;
  return /unicode-range:\s*([^;]+);/.exec(face)![1]!.trim();
}

describe('the pages\u2019 faces (app/brand-font.ts)', () => {
  const source = readFileSync(path.join(ROOT, 'app/brand-font.ts'), 'utf8');
  const calls = source.split('localFont({').slice(1);

  it('declare the family Noto Sans in the three subsets, regular and bold, each with the range the package gives its files, latin last', () => {
    // Latin last: where ranges overlap (œ), the browser tries the face declared last first (app/brand-font.ts).
    const declared = calls.map((call) => /noto-sans-([a-z-]+)-400-normal\.woff2/.exec(call)![1]!);
    expect(declared).toEqual(['vietnamese', 'latin-ext', 'latin']);
    calls.forEach((call, index) => {
      const subset = declared[index]!;
      const files = [...call.matchAll(/path: '([^']+)', weight: '(\d+)'/g)].map(([, file, weight]) => [path.basename(file!), weight]);
      expect(files).toEqual([
        [`noto-sans-${subset}-400-normal.woff2`, '400'],
        [`noto-sans-${subset}-700-normal.woff2`, '700'],
      ]);
      expect(call).toContain(`{ prop: 'font-family', value: "'Noto Sans'" }`);
      expect(/prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call)![1], subset).toBe(packageRange(subset));
      expect(call).toContain("display: 'swap'");
      // Latin alone is preloaded: every page's text needs it, and only a stranger's name the others.
      expect(call).toContain(`preload: ${subset === 'latin'}`);
    });
  });

  it('are the files the images and PDFs are set in, as WOFF2', async () => {
    const { subsets } = await brandFontFiles();
    expect(subsets.map(({ name }) => name)).toEqual(SUBSETS.map((subset) => `Noto Sans ${subset}`));
    for (const subset of SUBSETS) {
      const served = create(readFileSync(path.join(PACKAGE, `files/noto-sans-${subset}-400-normal.woff2`))) as Font;
      const drawn = create(readFileSync(path.join(PACKAGE, `files/noto-sans-${subset}-400-normal.woff`))) as Font;
      expect(served.characterSet.toSorted(), subset).toEqual(drawn.characterSet.toSorted());
    }
  });
});

describe('pdfText', () => {
  const drawable = async () => {
    const { subsets } = await brandFontFiles();
    const fonts = subsets.map(({ regular, bold }) => [create(regular) as Font, create(bold) as Font]);
    return (character: string) => fonts.some((pair) => pair.every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)));
  };

  it('stands in for exactly the characters the fonts lack, each with one they have', async () => {
    const has = await drawable();
    for (const [lacking, standIn] of Object.entries(PDF_STAND_INS)) {
      expect(has(lacking), `U+${lacking.codePointAt(0)!.toString(16)}`).toBe(false);
      expect(has(standIn), `U+${standIn.codePointAt(0)!.toString(16)}`).toBe(true);
    }
    // What Intl and the copy write that the fonts have is kept as it is (Helvetica needed these replaced).
    for (const kept of ['\u00a0', '\u2009', '\u2212', '\u2013', '\u2014', '\u2019', '\u00ab', '\u00bb', '\u20ac', '\u2026', '\u00b7']) {
      expect(has(kept), `U+${kept.codePointAt(0)!.toString(16)}`).toBe(true);
      expect(pdfText(kept)).toBe(kept);
    }
  });

  it('writes French spacing and a Unicode hyphen with the characters the fonts have', () => {
    expect(pdfText('Prix\u202f: 1\u202f200,00\u00a0€ \u2212 TC Rot\u2010Weiß')).toBe('Prix\u00a0: 1\u00a0200,00\u00a0€ \u2212 TC Rot-Weiß');
  });
});

describe('pdfFonts', () => {
  it('write Latin beyond the five languages and Vietnamese, not other scripts nor the rarest Latin letters', async () => {
    const { writes } = await pdfFonts();
    for (const text of [
      'TC Rot\u2010Weiß Köln',
      'Łódź Żagiel',
      'Şişli Ağ Kulübü',
      'Câu lạc bộ Quần vợt',
      'Prix\u202f: 1\u202f200\u00a0€',
    ]) {
      expect(writes(text), text).toBe(true);
    }
    for (const text of ['Анна', '東京テニスクラブ', 'Club ꬰ']) expect(writes(text), text).toBe(false);
  });
});
