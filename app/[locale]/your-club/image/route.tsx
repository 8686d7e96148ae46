import { NextRequest } from 'next/server';
import { yourClubImage } from '@/components/your-club/your-club-image';
import { isLocale } from '@/lib/i18n/locales';

/**
 * GET /{locale}/your-club/image?name=&colour=&sports=: the shareable PNG of a club (next/og), read by
 * the page's own rules (a refused name draws the sample's); proxy.ts counts each request first.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return yourClubImage(locale, [...request.nextUrl.searchParams.entries()]);
}
