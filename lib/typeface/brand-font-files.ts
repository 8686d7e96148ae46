import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { fontsCover, type CharacterSet } from './glyph-coverage';

/**
 * The brand's one typeface on the server: Noto Sans (`@fontsource/noto-sans`, OFL), regular and
 * bold, in its three Latin subsets, read from disk once per process (docs/decisions.md "One
 * typeface"). The images (lib/typeface/image-fonts.ts) and the PDFs (lib/pdf/pdf-fonts.ts) are set
 * in these files; the pages are served the same family as WOFF2 (app/brand-font.ts).
 */
export interface BrandFontFiles {
  /** In the order a font is picked for a character: latin first, as the pages' unicode-ranges have it. */
  subsets: BrandFontSubset[];
  /** Whether these files draw the text whole, regular and bold alike (lib/typeface/glyph-coverage.ts). */
  covers(text: string): boolean;
}

export interface BrandFontSubset {
  /** A name of its own for each subset ("Noto Sans latin"): Satori and react-pdf keep one font per name and weight. */
  name: string;
  regular: Buffer;
  bold: Buffer;
}

// Each file is named whole, under process.cwd() (the project under `next start`, the server's own
// folder under .next/standalone, where its traced files are copied): the bundler traces exactly
// these files into the server's output, where a path built from a variable would make it trace the
// whole project (tests/standalone checks the traces). WOFF, since Satori reads no WOFF2.
const FILES = [
  {
    name: 'Noto Sans latin',
    regular: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')),
    bold: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff')),
  },
  {
    name: 'Noto Sans latin-ext',
    regular: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff')),
    bold: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff')),
  },
  {
    name: 'Noto Sans vietnamese',
    regular: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff')),
    bold: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff')),
  },
];

let loading: Promise<BrandFontFiles> | undefined;

/** The files, read on first use; a failed read is tried again by the next caller. */
export function brandFontFiles(): Promise<BrandFontFiles> {
  loading ??= loadBrandFontFiles().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadBrandFontFiles(): Promise<BrandFontFiles> {
  const subsets = await Promise.all(FILES.map(async ({ name, regular, bold }) => ({ name, regular: await regular(), bold: await bold() })));
  const regular = subsets.map((subset) => characterSet(subset.regular));
  const bold = subsets.map((subset) => characterSet(subset.bold));
  return { subsets, covers: (text) => fontsCover(regular, text) && fontsCover(bold, text) };
}

function characterSet(data: Buffer): CharacterSet {
  return new Set((create(data) as Font).characterSet);
}
