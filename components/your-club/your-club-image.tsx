import { ImageResponse } from 'next/og';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ClubLook } from '@/lib/product-screens/club-look';
import { SITE } from '@/lib/site/site-content';
import { imageFonts } from '@/lib/typeface/image-fonts';
import { clubLookOf } from '@/lib/your-club/club-look';
import { parseClubQuery } from '@/lib/your-club/club-query';

/**
 * The shareable image of "Your club in Courtside" (1200×630, the size link previews use): the club's
 * name in white on its colour (made readable), its sports, and the product's name, in the brand's
 * typeface and offline (docs/decisions.md "Images drawn offline"). The query is read by
 * parseClubQuery, so a hostile address draws the sample, never a 5xx. Styles here are Satori's
 * layout inside the PNG, not the page's: the CSP does not apply to them.
 */
export async function yourClubImage(locale: Locale, entries: [string, string][]): Promise<Response> {
  const { fonts, covers } = await imageFonts();
  const look = clubLookOf(parseClubQuery(entries));
  const text = yourClubImageText(locale, look, covers);
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
        {text.name && <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{text.name}</div>}
        <div style={{ fontSize: 36, marginTop: 24 }}>{text.sports}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 32, color: '#1d2b26', marginTop: 28 }}>{text.title}</div>
    </div>,
    { width: 1200, height: 630, fonts, headers: { 'Cache-Control': 'public, max-age=3600' } },
  );
}

/**
 * The words the image draws, each only when the image's fonts draw it whole (lib/typeface/image-fonts.ts):
 * for a letter they lack, next/og would fetch a font from Google Fonts while answering, and a
 * stranger's name must not make this server call out, nor wait on a call. A name the fonts do not
 * cover (another script, a rare Latin letter) is left out of the image; the page draws it. The
 * sports and the title are fixed copy, which tests/unit/image-fonts.test.ts checks the fonts cover.
 */
export function yourClubImageText(
  locale: Locale,
  look: Pick<ClubLook, 'name' | 'sports'>,
  covers: (text: string) => boolean,
): { name?: string; sports: string; title?: string } {
  const t = translatorFor(locale);
  const title = t('yourClub.title', { product: SITE.productName });
  return {
    name: covers(look.name) ? look.name : undefined,
    sports: look.sports
      .map((sport) => t(`values.sports.${sport}`))
      .filter(covers)
      .join(' · '),
    title: covers(title) ? title : undefined,
  };
}
