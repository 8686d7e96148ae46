import { create, type Font } from 'fontkit';
import { ImageResponse } from 'next/og';
import type { CSSProperties } from 'react';
import { clubColours, INK, type ClubColours } from '@/lib/colour/club-colours';
import { contrastRatio } from '@/lib/colour/wcag-contrast';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { SITE } from '@/lib/site/site-content';
import { imageFonts, type ImageFont } from '@/lib/typeface/image-fonts';
import { clubLookOf } from '@/lib/your-club/club-look';
import { parseClubQuery } from '@/lib/your-club/club-query';

/**
 * The shareable image of "Your club in Courtside" (1200×630, the size link previews use): on the
 * left, the page's title in the visitor's language and the club's name, large, balanced over up to
 * three lines and made smaller as it grows so it is never cut; on the right, the club's member app
 * in a phone (the page's drawing, components/product-screens/member-app-screen.tsx, redrawn in the
 * boxes Satori lays out), its bar, its chosen court and its button in the club's own colour, on a
 * panel of that colour (lib/colour/club-colours.ts: the colour kept for surfaces, dark or white text
 * on it, a deeper shade only for a line on white). Drawn in the brand's typeface and offline
 * (docs/decisions.md "Images drawn offline"). The query is read by parseClubQuery, so a hostile
 * address draws the sample, never a 5xx. Styles here are Satori's layout inside the PNG, not the
 * page's: the CSP does not apply to them.
 */
export async function yourClubImage(locale: Locale, entries: [string, string][]): Promise<Response> {
  const { fonts, covers } = await imageFonts();
  const look = clubLookOf(parseClubQuery(entries));
  const text = yourClubImageText(locale, look, covers);
  const measure = measurerOf(fonts);
  const colours = clubColours(look.colour);
  return new ImageResponse(<ClubCard text={text} colours={colours} measure={measure} />, {
    width: WIDTH,
    height: HEIGHT,
    fonts,
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}

const WIDTH = 1200;
const HEIGHT = 630;
const MUTED = '#4f5f59';
const TAKEN = '#e4e9e6';
/** Which courts are taken at which hour (1-based), as the page's drawing of the app has them. */
const TAKEN_AT: Record<number, number[]> = { 17: [1, 3], 18: [1], 19: [2, 3], 20: [1, 2], 21: [3] };
const HOURS = SAMPLE.appHours.slice(0, 4);

/** The left column: its width, and the name's sizes from the largest, each tried until the name fits. */
const TEXT_WIDTH = 560;
const NAME_SIZES = [92, 84, 76, 68, 60, 54, 48, 42];
const NAME_LINES = 3;
/** The phone's bar: the room its name has, and its sizes. */
const BAR_NAME_WIDTH = 236;
const BAR_NAME_SIZES = [26, 23, 20, 18, 16];
const BAR_NAME_LINES = 2;
/** The sports' tabs: the row's width inside the screen, their text's size, padding and gap. */
const TABS_WIDTH = 312;
const TAB_SIZE = 15;
const TAB_PADDING = 18;
const TAB_GAP = 8;

function ClubCard({ text, colours: c, measure }: { text: ClubImageText; colours: ClubColours; measure: Measure }) {
  const name = text.name ? setText(measure, text.name, NAME_SIZES, TEXT_WIDTH, NAME_LINES) : undefined;
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#ffffff', color: INK }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          width: 680,
          height: '100%',
          padding: '0 56px 0 72px',
        }}
      >
        <div style={{ display: 'flex', width: 64, height: 8, borderRadius: 4, background: c.line, marginBottom: 28 }} />
        {text.title && <div style={{ display: 'flex', fontSize: 34, color: MUTED, lineHeight: 1.25 }}>{text.title}</div>}
        {name && (
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              marginTop: 14,
              fontSize: name.size,
              fontWeight: 700,
              lineHeight: 1.08,
              letterSpacing: name.size * -0.015,
            }}
          >
            {name.lines.map((line, index) => (
              <div key={index} style={{ display: 'flex', whiteSpace: 'nowrap' }}>
                {line}
              </div>
            ))}
          </div>
        )}
        {text.sports && <div style={{ display: 'flex', marginTop: 30, fontSize: 28, color: MUTED }}>{text.sports}</div>}
      </div>
      <div
        style={{
          display: 'flex',
          position: 'relative',
          flexGrow: 1,
          height: '100%',
          background: contrastRatio(c.surface, '#ffffff') < 1.15 ? '#eef1ef' : c.surface,
          justifyContent: 'center',
        }}
      >
        <Phone text={text} colours={c} measure={measure} />
      </div>
    </div>
  );
}

/** The member app's booking screen in a phone whose foot runs off the image. */
function Phone({ text, colours: c, measure }: { text: ClubImageText; colours: ClubColours; measure: Measure }) {
  const app = text.app;
  const barName = text.name ? setText(measure, text.name, BAR_NAME_SIZES, BAR_NAME_WIDTH, BAR_NAME_LINES) : undefined;
  const tabs = sportTabs(measure, app.sports);
  const initial = text.name ? [...text.name.trim()][0]!.toUpperCase() : '';
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        top: 52,
        width: 380,
        height: 640,
        padding: 12,
        borderRadius: 56,
        background: INK,
        boxShadow: '0 24px 60px rgba(0, 0, 0, 0.28)',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, background: '#ffffff', borderRadius: 44, overflow: 'hidden' }}>
        <div
          style={{
            display: 'flex',
            position: 'relative',
            alignItems: 'center',
            minHeight: 132,
            padding: '46px 22px 20px 22px',
            background: c.surface,
            color: c.onSurface,
          }}
        >
          <div
            style={{ display: 'flex', position: 'absolute', top: 12, left: 128, width: 100, height: 14, borderRadius: 7, background: INK }}
          />
          {initial && (
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                flexShrink: 0,
                width: 52,
                height: 52,
                marginRight: 16,
                borderRadius: 26,
                background: c.onSurface,
                color: c.surface,
                fontSize: 26,
                fontWeight: 700,
              }}
            >
              {initial}
            </div>
          )}
          <div style={{ display: 'flex', flexDirection: 'column', width: BAR_NAME_WIDTH }}>
            {barName && (
              <div style={{ display: 'flex', flexDirection: 'column', fontSize: barName.size, fontWeight: 700, lineHeight: 1.15 }}>
                {barName.lines.map((line, index) => (
                  <div key={index} style={{ display: 'flex', whiteSpace: 'nowrap' }}>
                    {line}
                  </div>
                ))}
              </div>
            )}
            {app.title && <div style={{ display: 'flex', marginTop: 4, fontSize: 16 }}>{app.title}</div>}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', padding: '20px 22px 0 22px' }}>
          {app.day && <div style={{ display: 'flex', fontSize: 18, fontWeight: 700 }}>{app.day}</div>}
          <div style={{ display: 'flex', marginTop: 12 }}>
            {tabs.map(({ sport, width }, index) => (
              <div
                key={sport}
                style={{
                  display: 'flex',
                  justifyContent: 'center',
                  alignItems: 'center',
                  width,
                  height: 36,
                  marginLeft: index === 0 ? 0 : TAB_GAP,
                  borderRadius: 18,
                  fontSize: TAB_SIZE,
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  ...(index === 0
                    ? { background: c.surface, color: c.onSurface, border: `2px solid ${c.line}` }
                    : { background: c.wash, color: INK, border: `2px solid ${c.edge}` }),
                }}
              >
                {sport}
              </div>
            ))}
          </div>
          <div style={{ display: 'flex', marginTop: 18, paddingLeft: 70 }}>
            {app.courts.map((court, index) => (
              <div
                key={index}
                style={{
                  display: 'flex',
                  justifyContent: 'center',
                  width: 76,
                  marginLeft: index === 0 ? 0 : 8,
                  fontSize: 13,
                  fontWeight: 700,
                  color: MUTED,
                }}
              >
                {court}
              </div>
            ))}
          </div>
          {HOURS.map((hour, row) => (
            <div key={hour} style={{ display: 'flex', alignItems: 'center', marginTop: 8 }}>
              <div style={{ display: 'flex', width: 70, fontSize: 14, color: INK }}>{app.times[row]}</div>
              {app.courts.map((court, index) => {
                const number = index + 1;
                const chosen = hour === SAMPLE.chosen.hour && number === SAMPLE.chosen.court;
                const taken = TAKEN_AT[hour]?.includes(number);
                return (
                  <div
                    key={index}
                    style={{ display: 'flex', width: 76, height: 40, marginLeft: index === 0 ? 0 : 8, ...tile(c, chosen, taken) }}
                  />
                );
              })}
            </div>
          ))}
          {app.book && (
            <div
              style={{
                display: 'flex',
                justifyContent: 'center',
                alignItems: 'center',
                height: 56,
                marginTop: 20,
                borderRadius: 28,
                background: c.surface,
                color: c.onSurface,
                border: `2px solid ${c.line}`,
                fontSize: 20,
                fontWeight: 700,
              }}
            >
              {app.book}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The sports' tabs: each as wide as its word, as many as the row holds (the first always, squeezed if need be). */
function sportTabs(measure: Measure, sports: string[]): { sport: string; width: number }[] {
  const tabs: { sport: string; width: number }[] = [];
  let used = 0;
  for (const sport of sports) {
    const width = Math.ceil(measure(sport, TAB_SIZE)) + 2 * TAB_PADDING;
    const room = TABS_WIDTH - used - (tabs.length ? TAB_GAP : 0);
    if (tabs.length && width > room) break;
    tabs.push({ sport, width: Math.min(width, room) });
    used += (tabs.length > 1 ? TAB_GAP : 0) + Math.min(width, room);
  }
  return tabs;
}

/** A court's slot: the chosen one in the club's colour, outlined so a light colour still shows on white. */
function tile(c: ClubColours, chosen: boolean, taken: boolean | undefined): CSSProperties {
  if (chosen) return { background: c.surface, border: `2px solid ${c.line}`, borderRadius: 10 };
  if (taken) return { background: TAKEN, borderRadius: 10 };
  return { background: '#ffffff', border: `2px solid ${c.edge}`, borderRadius: 10 };
}

/** How wide a text is drawn in bold at a size, in pixels. */
type Measure = (text: string, size: number) => number;

const measurers = new WeakMap<ImageFont[], Measure>();

/**
 * Widths as Satori draws them: each character from the first bold font that has it (the order
 * Satori tries them), by its advance. Kerning is left out, so widths run a little wide: the name
 * may fit in fewer lines than planned, never in more.
 */
function measurerOf(fonts: ImageFont[]): Measure {
  const known = measurers.get(fonts);
  if (known) return known;
  const bold = fonts.filter((font) => font.weight === 700).map((font) => create(Buffer.from(font.data as ArrayBuffer)) as Font);
  const advances = new Map<number, number>();
  const advanceOf = (codePoint: number) => {
    let advance = advances.get(codePoint);
    if (advance === undefined) {
      const font = bold.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? bold[0]!;
      advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
      advances.set(codePoint, advance);
    }
    return advance;
  };
  const measure: Measure = (text, size) => [...text].reduce((width, character) => width + advanceOf(character.codePointAt(0)!), 0) * size;
  measurers.set(fonts, measure);
  return measure;
}

const SMALLEST_SIZE = 12;

/** A text set in lines: its size and its lines, each drawn whole on one line. */
export interface SetText {
  size: number;
  lines: string[];
}

/**
 * The text at the largest of `sizes` where, broken only at its spaces (never inside "Rot-Weiss"),
 * it takes at most `lines` lines of `width` and its longest word fits one line; else smaller,
 * until its longest word fits (down to SMALLEST_SIZE, past which it runs into the margin, never cut). Its words are then
 * spread over those lines as evenly as they go: of every way to break them into that many lines,
 * the one whose longest line is shortest (a balanced title, not a full line and a lone word).
 */
export function setText(measure: Measure, text: string, sizes: readonly number[], width: number, lines: number): SetText {
  const words = text.split(/\s+/).filter(Boolean);
  const last = sizes[sizes.length - 1]!;
  for (const size of sizes) {
    const count = greedyLineCount(measure, words, size, width);
    if (count <= lines && words.every((word) => measure(word, size) <= width))
      return { size, lines: balanced(measure, words, size, count) };
  }
  // A word wider than a line at the smallest size: smaller still, until that word fits its line.
  const widest = Math.max(...words.map((word) => measure(word, 1)));
  const size = Math.max(SMALLEST_SIZE, Math.min(last, Math.floor(width / widest)));
  return { size, lines: balanced(measure, words, size, greedyLineCount(measure, words, size, width)) };
}

function greedyLineCount(measure: Measure, words: string[], size: number, width: number): number {
  let count = 1;
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (!line || measure(next, size) <= width) line = next;
    else {
      count += 1;
      line = word;
    }
  }
  return count;
}

/** The words in `count` lines, with the shortest longest line (a name has at most a few words). */
function balanced(measure: Measure, words: string[], size: number, count: number): string[] {
  let best: { lines: string[]; widest: number } | undefined;
  const place = (from: number, left: number, lines: string[]) => {
    if (left === 1) {
      const all = [...lines, words.slice(from).join(' ')];
      const widest = Math.max(...all.map((line) => measure(line, size)));
      if (!best || widest < best.widest - 0.5) best = { lines: all, widest };
      return;
    }
    for (let end = from + 1; end <= words.length - left + 1; end += 1) place(end, left - 1, [...lines, words.slice(from, end).join(' ')]);
  };
  place(0, Math.max(1, Math.min(count, words.length)), []);
  return best!.lines;
}

export interface ClubImageText {
  name?: string;
  sports: string;
  title?: string;
  /** The words of the drawn app, each left out (or blank) when the fonts do not draw it whole. */
  app: { title?: string; day?: string; sports: string[]; courts: string[]; times: string[]; book?: string };
}

/**
 * The words the image draws, each only when the image's fonts draw it whole (lib/typeface/image-fonts.ts):
 * for a letter they lack, next/og would fetch a font from Google Fonts while answering, and a
 * stranger's name must not make this server call out, nor wait on a call. A name the fonts do not
 * cover (another script, a rare Latin letter) is left out of the image; the page draws it. The
 * rest is fixed copy, which tests/unit/image-fonts.test.ts checks the fonts cover.
 */
export function yourClubImageText(
  locale: Locale,
  look: Pick<ClubLook, 'name' | 'sports'>,
  covers: (text: string) => boolean,
): ClubImageText {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const title = t('yourClub.title', { product: SITE.productName });
  const sports = look.sports.map((sport) => t(`values.sports.${sport}`)).filter(covers);
  const kept = (value: string) => (covers(value) ? value : undefined);
  const court = (number: number) => t('productScreens.memberApp.court', { number: f.number(number) });
  return {
    name: kept(look.name),
    sports: sports.join(' · '),
    title: kept(title),
    app: {
      title: kept(t('productScreens.memberApp.title')),
      day: kept(f.day),
      sports: sports.slice(0, 3),
      courts: Array.from({ length: SAMPLE.courts }, (_, index) => kept(court(index + 1)) ?? ''),
      times: HOURS.map((hour) => kept(f.time(hour)) ?? ''),
      book: kept(t('productScreens.memberApp.book')),
    },
  };
}
