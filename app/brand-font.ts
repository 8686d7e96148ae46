import localFont from 'next/font/local';

/**
 * The brand's one typeface in the pages: Noto Sans, the files of `@fontsource/noto-sans` (OFL) that
 * the images and PDFs are set in too (lib/typeface/brand-font-files.ts; docs/decisions.md "One
 * typeface"), served from the site's own origin under /_next/static/media/ with hashed, immutable
 * names. Regular and bold: the stylesheet's 600 is drawn with the bold (the browser takes the
 * nearest heavier weight), its one 500 with the regular. One family, 'Noto Sans', in three subsets,
 * each an @font-face of its own with the unicode-range its file covers (those of the package's CSS,
 * which tests/unit/typeface.test.ts compares), so a browser downloads only the subsets a page's
 * text uses: latin on every page, latin-ext and vietnamese for a name that needs them. Only latin
 * is preloaded. `swap`: the first paint never waits for a font; until it arrives the text is drawn
 * in a local font scaled to Noto Sans's metrics (the 'Noto Sans Fallback' faces of app/globals.css,
 * which also names the family), so the swap moves almost nothing.
 *
 * next/font/local reads only literal arguments, so each call spells out its own.
 *
 * Latin is declared last. Where faces of one family overlap (œ, U+0152-0153, is in latin's range
 * and in latin-ext's U+0100-02BA), the browser tries the face declared last first, so with latin
 * first a French "cœur" fetched latin-ext's 55 kB on top of latin's (tests/e2e/typeface.spec.ts).
 */
export const notoSansVietnamese = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans'" },
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
    },
  ],
});

export const notoSansLatinExt = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans'" },
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

export const notoSansLatin = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans'" },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
