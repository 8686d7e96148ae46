import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { clubColours } from '@/lib/colour/club-colours';
import { INK } from '@/lib/product-screens/screen-colours';
import { ClubMark, Label, ScreenSvg } from './screen-parts';

const W = 480;
const H = 320;
const MUTED = '#4f5f59';
const LINE = '#c9d3ce';

/** The address the sample site is shown at: the club's name, lower case, without spaces. */
const addressOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '').slice(0, 40)}.club`;

/** The club's own website, in a browser: its name and menu, a welcome in its colour with "Book a court", and its sports. */
export function ClubWebsiteScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = clubColours(club.colour);
  const menu = [
    t('productScreens.clubWebsite.courts'),
    t('productScreens.clubWebsite.classes'),
    t('productScreens.clubWebsite.membership'),
  ];
  const sports = club.sports.slice(0, 3);
  const card = (432 - (sports.length - 1) * 12) / Math.max(sports.length, 1);
  const bookCourt = t('productScreens.clubWebsite.bookCourt');
  return (
    <ScreenSvg kind="club-website" width={W} height={H} label={t('productScreens.clubWebsite.label', { club: club.name })}>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={10} fill="#ffffff" stroke={LINE} />
      <path d="M1 28V11a10 10 0 0 1 10-10h458a10 10 0 0 1 10 10v17z" fill="#eef1ef" />
      {['#e06c5c', '#e5b94e', '#6cbf6a'].map((fill, index) => (
        <circle key={fill} cx={16 + index * 13} cy={14.5} r={4} fill={fill} />
      ))}
      <rect x={70} y={7} width={300} height={15} rx={7.5} fill="#ffffff" />
      <Label x={82} y={18} text={addressOf(club.name)} size={9} room={280} fill={MUTED} />
      <ClubMark
        cx={30}
        cy={48}
        r={12}
        name={club.name}
        fill={c.surface}
        letter={c.onSurface}
        ring={c.line === c.surface ? undefined : c.line}
      />
      <Label x={50} y={53} text={club.name} size={13} room={170} fill={INK} bold />
      {menu.map((item, index) => (
        <Label key={item} x={246 + index * 74} y={52} text={item} size={10} room={70} fill={MUTED} />
      ))}
      <rect x={1} y={70} width={W - 2} height={148} fill={c.surface} />
      <Label
        x={24}
        y={112}
        text={t('productScreens.clubWebsite.welcome', { club: club.name })}
        size={21}
        room={270}
        fill={c.onSurface}
        bold
      />
      <Label x={24} y={136} text={t('productScreens.clubWebsite.tagline')} size={12} room={270} fill={c.onSurface} />
      <rect x={24} y={158} width={148} height={32} rx={16} fill={c.onSurface} />
      <Label x={98} y={178} text={bookCourt} size={12} room={132} fill={c.surface} bold anchor="middle" />
      <g fill="none" stroke={c.onSurface} strokeOpacity={0.55} strokeWidth={2}>
        <rect x={322} y={90} width={136} height={108} rx={4} />
        <line x1={390} x2={390} y1={90} y2={198} />
        <line x1={322} x2={458} y1={126} y2={126} />
        <line x1={322} x2={458} y1={162} y2={162} />
      </g>
      {sports.map((sport, index) => {
        const x = 24 + index * (card + 12);
        return (
          <g key={sport}>
            <rect x={x} y={234} width={card} height={62} rx={8} fill={c.wash} />
            <Label x={x + 14} y={260} text={t(`values.sports.${sport}`)} size={13} room={card - 28} fill={INK} bold />
            <Label
              x={x + 14}
              y={280}
              text={t('productScreens.clubWebsite.from', { price: f.wholeMoney(SAMPLE.fromPrice) })}
              size={11}
              room={card - 28}
              fill={MUTED}
            />
          </g>
        );
      })}
    </ScreenSvg>
  );
}
