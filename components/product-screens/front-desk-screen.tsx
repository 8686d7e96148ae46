import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { sampleFormats } from '@/lib/product-screens/sample-figures';
import { INK, screenColours } from '@/lib/product-screens/screen-colours';
import { Label, ScreenSvg } from './screen-parts';

const W = 480;
const H = 320;
const COURTS = 4;
const FIRST_HOUR = 16;
const HOURS = 6;
const GRID = { left: 64, top: 92, column: 100, hour: 36 };
const MUTED = '#4f5f59';
const LINE = '#dfe6e2';

type Kind = 'booked' | 'lesson' | 'openMatch' | 'maintenance';
/** The sample day's entries: court (1-based), start hour, length in hours, what it is. */
const ENTRIES: { court: number; start: number; hours: number; kind: Kind }[] = [
  { court: 1, start: 16, hours: 1.5, kind: 'booked' },
  { court: 1, start: 18, hours: 1.5, kind: 'openMatch' },
  { court: 2, start: 16.5, hours: 1, kind: 'lesson' },
  { court: 2, start: 18, hours: 1.5, kind: 'booked' },
  { court: 2, start: 20, hours: 1.5, kind: 'booked' },
  { court: 3, start: 17, hours: 1.5, kind: 'booked' },
  { court: 3, start: 19, hours: 2, kind: 'lesson' },
  { court: 4, start: 16, hours: 1, kind: 'maintenance' },
  { court: 4, start: 19.5, hours: 1.5, kind: 'openMatch' },
];

/** The front desk's calendar: courts across, the evening's hours down, and the day's bookings in the club's colour. */
export function FrontDeskScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = screenColours(club.colour);
  const court = (number: number) => t('productScreens.memberApp.court', { number: f.number(number) });
  const look: Record<Kind, { fill: string; text: string }> = {
    booked: { fill: c.brand, text: c.onBrand },
    openMatch: { fill: c.soft, text: INK },
    lesson: { fill: c.wash, text: INK },
    maintenance: { fill: '#e4e9e6', text: MUTED },
  };
  return (
    <ScreenSvg
      kind="front-desk"
      width={W}
      height={H}
      label={t('productScreens.frontDesk.label', { club: club.name, courts: f.number(COURTS), day: f.day })}
    >
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={10} fill="#ffffff" stroke="#c9d3ce" />
      <path d="M1 40V11a10 10 0 0 1 10-10h458a10 10 0 0 1 10 10v29z" fill={c.brand} />
      <Label x={18} y={26} text={club.name} size={13} room={220} fill={c.onBrand} bold />
      <Label x={462} y={26} text={t('productScreens.frontDesk.title')} size={12} room={200} fill={c.onBrand} anchor="end" />
      <Label x={18} y={64} text={f.day} size={12} room={300} fill={INK} bold />
      {Array.from({ length: COURTS }, (_, index) => (
        <Label
          key={index}
          x={GRID.left + index * GRID.column + GRID.column / 2}
          y={84}
          text={court(index + 1)}
          size={10}
          room={GRID.column - 8}
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
            {index < HOURS && <Label x={18} y={y + 13} text={f.time(FIRST_HOUR + index)} size={10} room={44} fill={MUTED} />}
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
        const height = Math.min(entry.hours * GRID.hour, (FIRST_HOUR + HOURS - entry.start) * GRID.hour) - 4;
        const { fill, text } = look[entry.kind];
        return (
          <g key={`${entry.court}-${entry.start}`}>
            <rect x={x} y={y} width={GRID.column - 8} height={height} rx={5} fill={fill} />
            <Label
              x={x + 7}
              y={y + 15}
              text={t(`productScreens.frontDesk.${entry.kind}`)}
              size={10}
              room={GRID.column - 22}
              fill={text}
              bold
            />
            <Label
              x={x + 7}
              y={y + 28}
              text={f.time(Math.floor(entry.start), (entry.start % 1) * 60)}
              size={9}
              room={GRID.column - 22}
              fill={text}
            />
          </g>
        );
      })}
    </ScreenSvg>
  );
}
