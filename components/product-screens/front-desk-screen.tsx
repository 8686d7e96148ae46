import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { SCREEN_CANVAS } from '@/lib/product-screens/legible-size';
import { sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { INK, screenColours } from '@/lib/product-screens/screen-colours';
import { Label, ScreenSvg } from './screen-parts';

const { width: W, height: H, smallest: SMALL } = SCREEN_CANVAS['front-desk'];
const COURTS = SAMPLE.courts;
const FIRST_HOUR = 17;
const HOURS = 5;
const GRID = { left: 62, top: 110, column: (W - 62 - 12) / COURTS, hour: 40 };
const MUTED = '#4f5f59';
const LINE = '#dfe6e2';

type Kind = 'booked' | 'lesson' | 'openMatch' | 'maintenance';
/** The sample evening's entries: court (1-based), start hour, length in hours, what it is. */
const ENTRIES: { court: number; start: number; hours: number; kind: Kind }[] = [
  { court: 1, start: 17, hours: 1.5, kind: 'booked' },
  { court: 1, start: 19, hours: 1.5, kind: 'openMatch' },
  { court: 2, start: 17.5, hours: 1, kind: 'lesson' },
  { court: 2, start: 19, hours: 1.5, kind: 'booked' },
  { court: 2, start: 20.5, hours: 1.5, kind: 'booked' },
  { court: 3, start: 17, hours: 1, kind: 'maintenance' },
  { court: 3, start: 18, hours: 1.5, kind: 'booked' },
  { court: 3, start: 20, hours: 1.5, kind: 'lesson' },
];

/** An entry's words on up to two lines, broken at the first space ("Offenes / Spiel"), so each is drawn large. */
const linesOf = (text: string) => {
  const space = text.indexOf(' ');
  return space < 0 ? [text] : [text.slice(0, space), text.slice(space + 1)];
};

/** A hatch across a box: segments of the lines u + w = k, every 14 units (u across, w down). */
const hatch = (width: number, height: number) => {
  const segments: [number, number, number, number][] = [];
  for (let k = 14; k < width + height; k += 14) {
    const from = Math.max(0, k - height);
    const to = Math.min(width, k);
    segments.push([from, k - from, to, k - to]);
  }
  return segments;
};

/**
 * The front desk's calendar: courts across, the evening's hours down, and the bookings in the club's
 * colour; a court closed for upkeep is hatched, without words, as calendars show it.
 */
export function FrontDeskScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = screenColours(club.colour);
  const court = (number: number) => t('productScreens.memberApp.court', { number: f.number(number) });
  const look: Record<Exclude<Kind, 'maintenance'>, { fill: string; text: string }> = {
    booked: { fill: c.brand, text: c.onBrand },
    openMatch: { fill: c.soft, text: INK },
    lesson: { fill: c.wash, text: INK },
  };
  const room = GRID.column - 22;
  return (
    <ScreenSvg
      kind="front-desk"
      width={W}
      height={H}
      label={t('productScreens.frontDesk.label', { club: club.name, courts: f.number(COURTS), day: f.day })}
    >
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={10} fill="#ffffff" stroke="#c9d3ce" />
      <path d={`M1 44V11a10 10 0 0 1 10-10h${W - 22}a10 10 0 0 1 10 10v33z`} fill={c.brand} />
      <Label x={16} y={28} text={club.name} size={SMALL} room={W / 2 - 24} fill={c.onBrand} bold />
      <Label x={W - 16} y={28} text={t('productScreens.frontDesk.title')} size={SMALL} room={W / 2 - 24} fill={c.onBrand} anchor="end" />
      <Label x={16} y={72} text={f.day} size={SMALL} room={W - 32} fill={INK} bold />
      {Array.from({ length: COURTS }, (_, index) => (
        <Label
          key={index}
          x={GRID.left + index * GRID.column + GRID.column / 2}
          y={100}
          text={court(index + 1)}
          size={SMALL}
          room={GRID.column - 6}
          fill={MUTED}
          bold
          anchor="middle"
        />
      ))}
      {Array.from({ length: HOURS + 1 }, (_, index) => {
        const y = GRID.top + index * GRID.hour;
        return (
          <g key={index}>
            <line x1={GRID.left} x2={GRID.left + COURTS * GRID.column} y1={y} y2={y} stroke={LINE} />
            {index < HOURS && <Label x={12} y={y + 17} text={f.time(FIRST_HOUR + index)} size={SMALL} room={46} fill={MUTED} />}
          </g>
        );
      })}
      {Array.from({ length: COURTS + 1 }, (_, index) => (
        <line
          key={index}
          x1={GRID.left + index * GRID.column}
          x2={GRID.left + index * GRID.column}
          y1={GRID.top}
          y2={GRID.top + HOURS * GRID.hour}
          stroke={LINE}
        />
      ))}
      {ENTRIES.map((entry) => {
        const x = GRID.left + (entry.court - 1) * GRID.column + 4;
        const y = GRID.top + (entry.start - FIRST_HOUR) * GRID.hour + 2;
        const width = GRID.column - 8;
        const height = Math.min(entry.hours * GRID.hour, (FIRST_HOUR + HOURS - entry.start) * GRID.hour) - 4;
        const key = `${entry.court}-${entry.start}`;
        if (entry.kind === 'maintenance')
          return (
            <g key={key}>
              <rect x={x} y={y} width={width} height={height} rx={5} fill="#eef1ef" />
              <g stroke="#c9d3ce" strokeWidth={2}>
                {hatch(width, height).map(([u1, w1, u2, w2]) => (
                  <line key={u1 + w1} x1={x + u1} y1={y + w1} x2={x + u2} y2={y + w2} />
                ))}
              </g>
            </g>
          );
        const { fill, text } = look[entry.kind];
        const lines =
          entry.hours >= 1.5 ? linesOf(t(`productScreens.frontDesk.${entry.kind}`)) : [t(`productScreens.frontDesk.${entry.kind}`)];
        return (
          <g key={key}>
            <rect x={x} y={y} width={width} height={height} rx={5} fill={fill} />
            {lines.map((line, index) => (
              <Label key={index} x={x + 8} y={y + 21 + index * 18} text={line} size={SMALL} room={room} fill={text} bold={index === 0} />
            ))}
          </g>
        );
      })}
    </ScreenSvg>
  );
}
