import { ImageResponse } from 'next/og';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { CARD_IMAGE_SIZE } from '@/lib/site/site-metadata';
import { imageFonts } from '@/lib/typeface/image-fonts';

/**
 * The picture a link preview shows for every page of a language (app/[locale]/card.png): the
 * product's name, its tagline and its description in that language, in the brand's typeface.
 */
export async function shareCardImage(locale: Locale): Promise<Response> {
  const { fonts, covers } = await imageFonts();
  const text = shareCardText(locale, covers);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: '#0a4f3a',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '28px', fontSize: 72, fontWeight: 700 }}>
        <svg width="96" height="96" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="14" fill="#0f6b4f" stroke="#ffffff" strokeWidth="2" />
          <rect x="14" y="18" width="36" height="28" rx="3" fill="none" stroke="#ffffff" strokeWidth="4" />
          <line x1="32" y1="18" x2="32" y2="46" stroke="#ffffff" strokeWidth="3" />
        </svg>
        {text.product}
      </div>
      <div style={{ marginTop: '48px', fontSize: 52, lineHeight: 1.2, maxWidth: '1000px' }}>{text.tagline}</div>
      <div style={{ marginTop: '32px', fontSize: 30, color: '#cfe3da', maxWidth: '1000px' }}>{text.description}</div>
    </div>,
    { ...CARD_IMAGE_SIZE, fonts },
  );
}

/**
 * The card's words, each only when the image's fonts draw it whole (lib/typeface/image-fonts.ts):
 * for a letter they lack, next/og would fetch a font while drawing. All are copy and content, which
 * tests/unit/image-fonts.test.ts checks the fonts cover in every language; an edit that brings a
 * letter they lack leaves that line out instead of calling out.
 */
export function shareCardText(
  locale: Locale,
  covers: (text: string) => boolean,
): { product?: string; tagline?: string; description?: string } {
  const t = translatorFor(locale);
  const drawn = (text: string) => (covers(text) ? text : undefined);
  return { product: drawn(SITE.productName), tagline: drawn(t('product.tagline')), description: drawn(t('site.metaDescription')) };
}
