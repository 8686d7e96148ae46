import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { estimatedWidth } from '@/lib/product-screens/fit-text';
import { SCREEN_CANVAS } from '@/lib/product-screens/legible-size';
import { ownerFigures, sampleFormats } from '@/lib/product-screens/sample-figures';
import { INK, screenColours } from '@/lib/product-screens/screen-colours';
import { ClubMark, Label, ScreenSvg } from './screen-parts';

const { width: W, height: H, smallest: SMALL } = SCREEN_CANVAS['owner-dashboard'];
const MUTED = '#4f5f59';
const LINE = '#dfe6e2';
/** The figures' column and the chart's, side by side under the bar. */
const TILE = { x: 16, top: 96, width: 134, height: 74, gap: 10 };
const CHART = { left: 166, right: W - 16, top: 96, base: 310, step: 25.4, bar: 17 };

/**
 * The club owner's dashboard, in a browser window like the desk's: the month so far, its revenue,
 * occupancy and no-shows (lib/product-screens/sample-figures.ts `ownerFigures`, consistent with the
 * other screens' courts and prices), occupancy by day of the week with the busiest day in the club's
 * colour, and a Reports button (issue 48: the owner who signs sees her view, not only the member’s).
 */
export function OwnerDashboardScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = screenColours(club.colour);
  const figures = ownerFigures();
  const revenue = f.wholeMoney(figures.revenue);
  const occupancy = f.percent(figures.occupancy);
  const noShows = f.number(figures.noShows);
  const busiest = Math.max(...figures.byWeekday);
  const tiles = [
    { label: t('productScreens.ownerDashboard.revenue'), value: revenue },
    { label: t('productScreens.ownerDashboard.occupancy'), value: occupancy, share: figures.occupancy },
    { label: t('productScreens.ownerDashboard.noShows'), value: noShows },
  ];
  const reports = t('productScreens.ownerDashboard.reports');
  const chartHeight = CHART.base - CHART.top - 40;
  // The button as wide as its word (Relatórios is longer than Reports), from the bar's right end.
  const button = Math.round(Math.min(150, Math.max(96, estimatedWidth(reports, SMALL, true) * 0.92 + 44)));
  return (
    <ScreenSvg
      kind="owner-dashboard"
      width={W}
      height={H}
      label={t('productScreens.ownerDashboard.label', { club: club.name, month: f.month, occupancy, revenue, noShows })}
    >
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={10} fill="#ffffff" stroke="#c9d3ce" />
      <path d={`M1 50V11a10 10 0 0 1 10-10h${W - 22}a10 10 0 0 1 10 10v39z`} fill={c.brand} />
      <ClubMark cx={30} cy={25} r={15} name={club.name} fill={c.onBrand} letter={c.brand} />
      <Label x={54} y={31} text={club.name} size={SMALL} room={W - 54 - button - 26} fill={c.onBrand} bold />
      {/* The reports, a button in the bar: the month's figures to download. */}
      <rect x={W - 16 - button} y={11} width={button} height={28} rx={14} fill={c.onBrand} />
      <path
        d={`M${W - 16 - button + 18} 17v10m-5 -5l5 5l5 -5m-10 8h10`}
        fill="none"
        stroke={c.brand}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Label x={W - 16 - button + 34} y={30} text={reports} size={SMALL} room={button - 44} fill={c.brand} bold />
      <Label x={16} y={78} text={t('productScreens.ownerDashboard.title')} size={SMALL} room={W / 2 - 24} fill={INK} bold />
      <Label x={W - 16} y={78} text={f.month} size={SMALL} room={W / 2 - 24} fill={MUTED} anchor="end" />
      {tiles.map((tile, index) => {
        const y = TILE.top + index * (TILE.height + TILE.gap);
        return (
          <g key={tile.label}>
            <rect x={TILE.x} y={y} width={TILE.width} height={TILE.height} rx={8} fill={c.wash} />
            <Label x={TILE.x + 12} y={y + 26} text={tile.label} size={SMALL} room={TILE.width - 24} fill={MUTED} />
            <Label x={TILE.x + 12} y={y + 56} text={tile.value} size={22} smallest={SMALL} room={TILE.width - 24} fill={INK} bold />
            {tile.share !== undefined && (
              <g>
                <rect x={TILE.x + 80} y={y + 48} width={TILE.width - 92} height={6} rx={3} fill="#ffffff" />
                <rect x={TILE.x + 80} y={y + 48} width={(TILE.width - 92) * tile.share} height={6} rx={3} fill={c.brand} />
              </g>
            )}
          </g>
        );
      })}
      <Label
        x={CHART.left}
        y={CHART.top + 20}
        text={t('productScreens.ownerDashboard.byDay')}
        size={SMALL}
        room={CHART.right - CHART.left}
        fill={INK}
        bold
      />
      {[0.5, 1].map((share) => (
        <line
          key={share}
          x1={CHART.left}
          x2={CHART.right}
          y1={CHART.base - chartHeight * share}
          y2={CHART.base - chartHeight * share}
          stroke={LINE}
          strokeDasharray="3 3"
        />
      ))}
      <line x1={CHART.left} x2={CHART.right} y1={CHART.base} y2={CHART.base} stroke="#c9d3ce" />
      {figures.byWeekday.map((share, index) => {
        const x = CHART.left + 4 + index * CHART.step;
        const height = chartHeight * share;
        return (
          <g key={index}>
            <rect x={x} y={CHART.base - height} width={CHART.bar} height={height} rx={3} fill={share === busiest ? c.brand : c.soft} />
            <Label
              x={x + CHART.bar / 2}
              y={CHART.base + 20}
              text={f.weekdays[index]!}
              size={SMALL}
              room={CHART.step}
              fill={MUTED}
              anchor="middle"
            />
          </g>
        );
      })}
      <Label
        x={CHART.left + 4 + figures.byWeekday.indexOf(busiest) * CHART.step + CHART.bar / 2}
        y={CHART.base - chartHeight * busiest - 8}
        text={f.percent(busiest)}
        size={SMALL}
        room={48}
        fill={INK}
        bold
        anchor="middle"
      />
    </ScreenSvg>
  );
}
