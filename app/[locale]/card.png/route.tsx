import { shareCardImage } from '@/components/site/share-card';
import { LOCALES, isLocale } from '@/lib/i18n/locales';

/**
 * /{locale}/card.png: the picture a link preview shows for every page of a language (og:image,
 * twitter:image), drawn by components/site/share-card.tsx once per language at build time.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return shareCardImage(locale);
}
