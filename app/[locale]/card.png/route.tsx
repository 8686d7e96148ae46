import { ImageResponse } from 'next/og';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { CARD_IMAGE_SIZE } from '@/lib/site/site-metadata';

/**
 * /{locale}/card.png: the picture a link preview shows for every page of a language (og:image,
 * twitter:image): the product's name, its tagline and its description in that language. Drawn
 * once per language at build time.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = translatorFor(locale);
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
        {SITE.productName}
      </div>
      <div style={{ marginTop: '48px', fontSize: 52, lineHeight: 1.2, maxWidth: '1000px' }}>{t('product.tagline')}</div>
      <div style={{ marginTop: '32px', fontSize: 30, color: '#cfe3da', maxWidth: '1000px' }}>{t('site.metaDescription')}</div>
    </div>,
    CARD_IMAGE_SIZE,
  );
}
