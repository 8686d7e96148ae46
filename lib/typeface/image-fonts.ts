import type { ImageResponse } from 'next/og';
import { brandFontFiles } from './brand-font-files';

/**
 * The fonts the server's images (next/og) are drawn in: the brand's typeface, Noto Sans, regular
 * and bold, in its three Latin subsets (lib/typeface/brand-font-files.ts; docs/decisions.md "Images
 * drawn offline"). next/og's own font lacks many Latin letters and fetches any letter its fonts lack
 * from Google Fonts while it answers; an image passes these fonts and draws only text that `covers`
 * accepts, so no request waits on, or causes, a call out.
 */
export interface ImageFonts {
  /** For ImageResponse's `fonts`: the same array each time, which Satori parses once and keeps. */
  fonts: ImageFont[];
  /** Whether these fonts draw the text whole, regular and bold alike (lib/typeface/glyph-coverage.ts). */
  covers(text: string): boolean;
}

export type ImageFont = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']>[number];

let loading: Promise<ImageFonts> | undefined;

/**
 * The images' fonts, read on first use; a failed read is tried again by the next image. Each subset
 * has a name of its own, as Satori keeps one font per name and weight; it tries them in the files'
 * order, and `covers` reads them in the same order.
 */
export function imageFonts(): Promise<ImageFonts> {
  loading ??= brandFontFiles().then(
    ({ subsets, covers }) => ({
      fonts: subsets.flatMap(({ name, regular, bold }): ImageFont[] => [
        { name, data: regular, weight: 400, style: 'normal' },
        { name, data: bold, weight: 700, style: 'normal' },
      ]),
      covers,
    }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
