import { ImageResponse } from 'next/og';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { clubLookOf } from '@/lib/your-club/club-look';
import { parseClubQuery } from '@/lib/your-club/club-query';

/**
 * The shareable image of "Your club in Courtside" (1200×630, the size link previews use): the club's
 * name in white on its colour (made readable), its sports, and the product's name. The query is
 * read by parseClubQuery, so a hostile address draws the sample, never a 5xx. Styles here are
 * Satori's layout inside the PNG, not the page's: the CSP does not apply to them.
 */
/** A name the image's font can draw: Latin letters (with their marks), digits and spaces. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\p{Nd} ]+$/u;

export function yourClubImage(locale: Locale, entries: [string, string][]): Response {
  const t = translatorFor(locale);
  const look = clubLookOf(parseClubQuery(entries));
  const sports = look.sports.map((sport) => t(`values.sports.${sport}`)).join(' · ');
  // next/og's one font (Geist) draws Latin only, and for any other script it fetches a font from
  // Google Fonts while answering: a stranger's name must not make this server call out, nor come
  // out as empty boxes. A name in another script is left out of the image (the page draws it).
  const drawnName = LATIN_NAME.test(look.name) ? look.name : undefined;
  return new ImageResponse(
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: '#ffffff', padding: 60 }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          background: look.colour,
          color: '#ffffff',
          borderRadius: 32,
          padding: 56,
          flexGrow: 1,
        }}
      >
        {drawnName && <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{drawnName}</div>}
        <div style={{ fontSize: 36, marginTop: 24 }}>{sports}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 32, color: '#1d2b26', marginTop: 28 }}>
        {t('yourClub.title', { product: SITE.productName })}
      </div>
    </div>,
    { width: 1200, height: 630, headers: { 'Cache-Control': 'public, max-age=3600' } },
  );
}
