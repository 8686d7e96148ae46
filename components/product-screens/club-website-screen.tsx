import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { estimatedWidth, linesFor } from '@/lib/product-screens/fit-text';
import { SCREEN_CANVAS } from '@/lib/product-screens/legible-size';
import { sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { clubColours } from '@/lib/colour/club-colours';
import { INK } from '@/lib/product-screens/screen-colours';
import { ClubMark, Label, ScreenSvg } from './screen-parts';

const { width: W, height: H, smallest: SMALL } = SCREEN_CANVAS['club-website'];
const MUTED = '#4f5f59';
const LINE = '#c9d3ce';
/** The address bar's room, and so how many letters of the address it shows. */
const ADDRESS_ROOM = 236;

/** The address the sample site is shown at: the club's name, lower case, without spaces, cut to the bar. */
const addressOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/\s+/g, '')
    .slice(0, Math.floor(ADDRESS_ROOM / (SMALL * 0.6)) - 6)}.club`;

/**
 * The club's own website, in a browser window as narrow as a tablet's: its name and menu button, a
 * welcome in its colour with "Book a court", and its sports with a price from. Few words, drawn large
 * enough to read on a phone (lib/product-screens/legible-size.ts).
 */
export function ClubWebsiteScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = clubColours(club.colour);
  const sports = club.sports.slice(0, 3);
  const card = (W - 32 - (sports.length - 1) * 10) / Math.max(sports.length, 1);
  const bookCourt = t('productScreens.clubWebsite.bookCourt');
  // A welcome too long for one line even a little smaller (a long club name) takes two, and the rest moves down.
  const welcome = linesFor(t('productScreens.clubWebsite.welcome', { club: club.name }), 17, W - 32, true);
  const twoLines = welcome.length > 1;
  const shift = twoLines ? 9 : 0;
  const button = Math.min(W - 32, Math.max(150, estimatedWidth(bookCourt, SMALL, true) + 40));
  return (
    <ScreenSvg kind="club-website" width={W} height={H} label={t('productScreens.clubWebsite.label', { club: club.name })}>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={10} fill="#ffffff" stroke={LINE} />
      <path d={`M1 34V11a10 10 0 0 1 10-10h${W - 22}a10 10 0 0 1 10 10v23z`} fill="#eef1ef" />
      {['#e06c5c', '#e5b94e', '#6cbf6a'].map((fill, index) => (
        <circle key={fill} cx={16 + index * 13} cy={17.5} r={4} fill={fill} />
      ))}
      <rect x={62} y={7} width={W - 76} height={21} rx={10.5} fill="#ffffff" />
      <Label x={74} y={23} text={addressOf(club.name)} size={SMALL} room={ADDRESS_ROOM} fill={MUTED} />
      <ClubMark
        cx={31}
        cy={58}
        r={15}
        name={club.name}
        fill={c.surface}
        letter={c.onSurface}
        ring={c.line === c.surface ? undefined : c.line}
      />
      <Label x={54} y={64} text={club.name} size={17} smallest={SMALL} room={W - 110} fill={INK} bold />
      {/* The menu, folded behind its button as a narrow window shows it. */}
      <g stroke={INK} strokeWidth={2.5} strokeLinecap="round">
        {[50, 58, 66].map((y) => (
          <line key={y} x1={W - 38} x2={W - 18} y1={y} y2={y} />
        ))}
      </g>
      <rect x={1} y={84} width={W - 2} height={124} fill={c.surface} />
      {welcome.map((line, index) => (
        <Label
          key={index}
          x={16}
          y={(twoLines ? 110 : 120) + index * 22}
          text={line}
          size={twoLines ? 18 : 22}
          smallest={twoLines ? SMALL : 17}
          room={W - 32}
          fill={c.onSurface}
          bold
        />
      ))}
      <Label x={16} y={145 + shift} text={t('productScreens.clubWebsite.tagline')} size={SMALL} room={W - 32} fill={c.onSurface} />
      <rect x={16} y={160 + shift} width={button} height={34} rx={17} fill={c.onSurface} />
      <Label x={16 + button / 2} y={182 + shift} text={bookCourt} size={SMALL} room={button - 24} fill={c.surface} bold anchor="middle" />
      {button < 200 && (
        <g fill="none" stroke={c.onSurface} strokeOpacity={0.55} strokeWidth={2}>
          <rect x={W - 120} y={158 + shift} width={104} height={38} rx={3} />
          <line x1={W - 68} x2={W - 68} y1={158 + shift} y2={196 + shift} />
        </g>
      )}
      {sports.map((sport, index) => {
        const x = 16 + index * (card + 10);
        return (
          <g key={sport}>
            <rect x={x} y={224} width={card} height={72} rx={8} fill={c.wash} />
            <Label x={x + 10} y={253} text={t(`values.sports.${sport}`)} size={SMALL} room={card - 20} fill={INK} bold />
            <Label
              x={x + 10}
              y={279}
              text={t('productScreens.clubWebsite.from', { price: f.wholeMoney(SAMPLE.fromPrice) })}
              size={SMALL}
              room={card - 20}
              fill={MUTED}
            />
          </g>
        );
      })}
    </ScreenSvg>
  );
}
