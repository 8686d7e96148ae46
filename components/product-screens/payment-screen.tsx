import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { estimatedWidth } from '@/lib/product-screens/fit-text';
import { sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { SCREEN_CANVAS } from '@/lib/product-screens/legible-size';
import { INK, screenColours } from '@/lib/product-screens/screen-colours';
import { ClubMark, Label, ScreenSvg } from './screen-parts';

const { width: W, height: H, smallest: SMALL } = SCREEN_CANVAS.payment;
const MUTED = '#4f5f59';
const LINE = '#dfe6e2';

/** A payment in the member app: the court, the split between players, the player's share, a card and the Pay button. */
export function PaymentScreen({ locale, club }: { locale: Locale; club: ClubLook }) {
  const t = translatorFor(locale);
  const f = sampleFormats(locale);
  const c = screenColours(club.colour);
  const court = t('productScreens.memberApp.court', { number: f.number(SAMPLE.chosen.court) });
  const share = f.money(SAMPLE.courtPrice / SAMPLE.players);
  const players = f.number(SAMPLE.players);
  // The lock and its words, centred together under the button.
  const secure = t('productScreens.payment.secure');
  const secureLeft = Math.round(W / 2 - (18 + Math.min(estimatedWidth(secure, SMALL) * 0.9, 240)) / 2);
  return (
    <ScreenSvg
      kind="payment"
      width={W}
      height={H}
      label={t('productScreens.payment.label', { club: club.name, court, minutes: f.minutes(SAMPLE.minutes), players, amount: share })}
    >
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={18} fill="#ffffff" stroke="#c9d3ce" />
      <rect x={130} y={10} width={40} height={5} rx={2.5} fill="#c9d3ce" />
      <ClubMark cx={36} cy={44} r={14} name={club.name} fill={c.brand} letter={c.onBrand} />
      <Label x={58} y={41} text={t('productScreens.payment.title')} size={15} smallest={SMALL} room={222} fill={INK} bold />
      <Label x={58} y={59} text={club.name} size={SMALL} room={222} fill={MUTED} />
      <line x1={20} x2={280} y1={76} y2={76} stroke={LINE} />
      <Label x={20} y={102} text={`${court} · ${f.minutes(SAMPLE.minutes)}`} size={SMALL} room={170} fill={INK} />
      <Label x={280} y={102} text={f.money(SAMPLE.courtPrice)} size={SMALL} room={80} fill={INK} anchor="end" />
      <Label x={20} y={124} text={t('productScreens.payment.split', { players })} size={SMALL} room={260} fill={MUTED} />
      <line x1={20} x2={280} y1={140} y2={140} stroke={LINE} />
      <Label x={20} y={172} text={t('productScreens.payment.yourShare')} size={15} smallest={SMALL} room={150} fill={INK} bold />
      <Label x={280} y={174} text={share} size={20} room={110} fill={INK} bold anchor="end" />
      <rect x={20} y={192} width={260} height={44} rx={8} fill="#ffffff" stroke="#c9d3ce" />
      <rect x={32} y={203} width={34} height={22} rx={4} fill={c.brand} />
      <rect x={32} y={209} width={34} height={4} fill={c.onBrand} fillOpacity={0.6} />
      <Label x={78} y={219} text={`${t('productScreens.payment.card')} •••• ${SAMPLE.cardDigits}`} size={SMALL} room={190} fill={INK} />
      <rect x={20} y={252} width={260} height={46} rx={23} fill={c.brand} />
      <Label
        x={150}
        y={280}
        text={t('productScreens.payment.pay', { amount: share })}
        size={15}
        room={230}
        fill={c.onBrand}
        bold
        anchor="middle"
      />
      <g transform={`translate(${secureLeft} 0)`}>
        <path d="M2 315v-4a4 4 0 0 1 8 0v4" fill="none" stroke={MUTED} strokeWidth={1.5} />
        <rect x={0} y={315} width={12} height={9} rx={2} fill={MUTED} />
        <Label x={18} y={324} text={secure} size={SMALL} room={240} fill={MUTED} />
      </g>
    </ScreenSvg>
  );
}
