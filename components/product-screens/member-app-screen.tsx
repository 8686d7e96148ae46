import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { clubColours } from '@/lib/colour/club-colours';
import { linesFor } from '@/lib/product-screens/fit-text';
import { SCREEN_CANVAS } from '@/lib/product-screens/legible-size';
import { INK } from '@/lib/product-screens/screen-colours';
import { ClubMark, Label, ScreenSvg } from './screen-parts';

const { width: W, height: H, smallest: SMALL } = SCREEN_CANVAS['member-app'];
const GRID = { left: 70, top: 214, column: 58, gap: 6, row: 34 };
/** Which courts are taken at which hour in the sample evening (1-based courts). */
const TAKEN: Record<number, number[]> = { 17: [1, 3], 18: [1], 19: [2, 3], 20: [1, 2], 21: [3] };

/** The member app's booking screen, in a phone: the club's header, its sports, courts by the hour and a Book button. */
export function MemberAppScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = clubColours(club.colour);
  const court = (number: number) => t('productScreens.memberApp.court', { number: f.number(number) });
  const sports = club.sports.slice(0, 3);
  const tab = (232 - (sports.length - 1) * 6) / Math.max(sports.length, 1);
  const chosenTime = f.time(SAMPLE.chosen.hour);
  // A long name on two lines in the header, rather than squeezed on one.
  const nameLines = linesFor(club.name, 15, 190, true);
  return (
    <ScreenSvg
      kind="member-app"
      width={W}
      height={H}
      label={t('productScreens.memberApp.label', { club: club.name, day: f.day, court: court(SAMPLE.chosen.court), time: chosenTime })}
    >
      <rect width={W} height={H} rx={38} fill={INK} />
      <rect x={9} y={9} width={W - 18} height={H - 18} rx={30} fill="#ffffff" />
      <path d={`M9 110V39a30 30 0 0 1 30-30h202a30 30 0 0 1 30 30v71z`} fill={c.surface} />
      <rect x={110} y={18} width={60} height={9} rx={4.5} fill={INK} />
      <ClubMark cx={42} cy={68} r={17} name={club.name} fill={c.onSurface} letter={c.surface} />
      {nameLines.map((line, index) => (
        <Label
          key={index}
          x={68}
          y={(nameLines.length > 1 ? 56 : 64) + index * 16}
          text={line}
          size={nameLines.length > 1 ? 14 : 15}
          smallest={SMALL}
          room={190}
          fill={c.onSurface}
          bold
        />
      ))}
      <Label
        x={68}
        y={nameLines.length > 1 ? 93 : 82}
        text={t('productScreens.memberApp.title')}
        size={SMALL}
        room={190}
        fill={c.onSurface}
      />
      <Label x={24} y={140} text={f.day} size={13} room={232} fill={INK} bold />
      {sports.map((sport, index) => (
        <g key={sport}>
          <rect
            x={24 + index * (tab + 6)}
            y={154}
            width={tab}
            height={26}
            rx={13}
            fill={index === 0 ? c.surface : c.wash}
            stroke={index === 0 ? 'none' : c.edge}
          />
          <Label
            x={24 + index * (tab + 6) + tab / 2}
            y={171}
            text={t(`values.sports.${sport}`)}
            size={SMALL}
            room={tab - 10}
            fill={index === 0 ? c.onSurface : INK}
            bold
            anchor="middle"
          />
        </g>
      ))}
      {Array.from({ length: SAMPLE.courts }, (_, index) => (
        <Label
          key={index}
          x={GRID.left + index * (GRID.column + GRID.gap) + GRID.column / 2}
          y={204}
          text={court(index + 1)}
          size={SMALL}
          room={GRID.column - 2}
          fill="#4f5f59"
          bold
          anchor="middle"
        />
      ))}
      {SAMPLE.appHours.map((hour, row) => {
        const y = GRID.top + row * (GRID.row + GRID.gap);
        return (
          <g key={hour}>
            <Label x={24} y={y + 22} text={f.time(hour)} size={SMALL} room={42} fill={INK} />
            {Array.from({ length: SAMPLE.courts }, (_, index) => {
              const number = index + 1;
              const chosen = hour === SAMPLE.chosen.hour && number === SAMPLE.chosen.court;
              const taken = TAKEN[hour]?.includes(number);
              return (
                <rect
                  key={number}
                  x={GRID.left + index * (GRID.column + GRID.gap)}
                  y={y}
                  width={GRID.column}
                  height={GRID.row}
                  rx={7}
                  fill={chosen ? c.surface : taken ? '#e4e9e6' : '#ffffff'}
                  stroke={chosen ? c.line : taken ? 'none' : c.edge}
                  strokeWidth={1.5}
                />
              );
            })}
          </g>
        );
      })}
      <line x1={24} x2={256} y1={426} y2={426} stroke="#dfe6e2" />
      <Label x={24} y={450} text={`${court(SAMPLE.chosen.court)} · ${chosenTime}`} size={SMALL} room={150} fill={INK} />
      <Label x={256} y={450} text={f.money(SAMPLE.courtPrice)} size={13} room={76} fill={INK} bold anchor="end" />
      <rect x={24} y={466} width={232} height={44} rx={22} fill={c.surface} />
      <Label x={140} y={493} text={t('productScreens.memberApp.book')} size={15} room={200} fill={c.onSurface} bold anchor="middle" />
      <rect x={100} y={532} width={80} height={5} rx={2.5} fill={INK} />
    </ScreenSvg>
  );
}
