import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { YourClubPage } from '@/components/your-club/your-club-page';
import type { Locale } from '@/lib/i18n/locales';
import { queryEntriesOf } from '@/lib/pricing/estimate-query';
import { env } from '@/lib/settings/env';
import { SITE } from '@/lib/site/site-content';
import { clubLookOf } from '@/lib/your-club/club-look';
import { clubQueryOf, parseClubQuery } from '@/lib/your-club/club-query';
import { YOUR_CLUB_IMAGE_PATH } from '@/lib/your-club/your-club-path';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'yourClub' });
  const query = parseClubQuery(queryEntriesOf(await searchParams));
  const look = clubLookOf(query);
  const image = `${env().SITE_URL}/${locale}${YOUR_CLUB_IMAGE_PATH}?${clubQueryOf({ name: query.name, colour: query.colour, sports: query.sports })}`;
  // One visitor's club: never indexed, and not in the sitemap; its image can be shared.
  return {
    title: t('metaTitle', { product: SITE.productName }),
    robots: { index: false, follow: false },
    openGraph: { images: [{ url: image, width: 1200, height: 630, alt: t('imageAlt', { name: look.name, product: SITE.productName }) }] },
  };
}

// Rendered per request from its query (lib/your-club/club-query.ts); proxy.ts counts each view.
export const dynamic = 'force-dynamic';

export default async function YourClub({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <YourClubPage locale={locale} query={parseClubQuery(queryEntriesOf(await searchParams))} />;
}
