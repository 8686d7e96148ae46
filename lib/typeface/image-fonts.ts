import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import type { ImageResponse } from 'next/og';
import { fontsCover, type CharacterSet } from './glyph-coverage';

/**
 * The fonts the server's images (next/og) are drawn in: the brand's typeface, Noto Sans
 * (`@fontsource/noto-sans`, OFL), regular and bold, in its three Latin subsets, read from disk once
 * per process (docs/decisions.md "Images drawn offline"). next/og's own font lacks many Latin letters
 * and fetches any letter its fonts lack from Google Fonts while it answers; an image passes these
 * fonts and draws only text that `covers` accepts, so no request waits on, or causes, a call out.
 */
export interface ImageFonts {
  /** For ImageResponse's `fonts`: the same array each time, which Satori parses once and keeps. */
  fonts: ImageFont[];
  /** Whether these fonts draw the text whole, regular and bold alike (lib/typeface/glyph-coverage.ts). */
  covers(text: string): boolean;
}

export type ImageFont = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']>[number];

// Each file is named whole, under process.cwd() (the project under `next start`, the server's own
// folder under .next/standalone, where its traced files are copied): the bundler traces exactly
// these files into the server's output, where a path built from a variable would make it trace the
// whole project (tests/standalone checks the traces). WOFF, since Satori reads no WOFF2. Each subset
// has a name of its own, as Satori keeps one font per name and weight; it tries them in this order,
// and `covers` reads them in the same order.
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

let loading: Promise<ImageFonts> | undefined;

/** The images' fonts, read on first use; a failed read is tried again by the next image. */
export function imageFonts(): Promise<ImageFonts> {
  loading ??= loadImageFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadImageFonts(): Promise<ImageFonts> {
  const files = await Promise.all(FILES.map(async ({ name, regular, bold }) => ({ name, regular: await regular(), bold: await bold() })));
  const fonts: ImageFont[] = files.flatMap(({ name, regular, bold }) => [
    { name, data: regular, weight: 400 as const, style: 'normal' as const },
    { name, data: bold, weight: 700 as const, style: 'normal' as const },
  ]);
  const regular = files.map((file) => characterSet(file.regular));
  const bold = files.map((file) => characterSet(file.bold));
  return { fonts, covers: (text) => fontsCover(regular, text) && fontsCover(bold, text) };
}

function characterSet(data: Buffer): CharacterSet {
  return new Set((create(data) as Font).characterSet);
}
