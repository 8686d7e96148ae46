import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { loadBookPage, loadCancelPage } from '@/lib/runtime/scheduling-pages';
import { meetingQueryOf } from '@/lib/scheduling/meeting-query';
import { pageStateOf } from '@/lib/scheduling/page-state';
import { BookPage } from './book-page';
import { CancelPage } from './cancel-page';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The page behind a scheduling link (`app/[locale]/demo/book` and `…/cancel` are one line each):
 * rendered per request from its token, never indexed nor in the sitemap (each shows one person's
 * meeting), and a 404 with SCHEDULING=off. A GET only reads; the page's button posts.
 */
export function schedulingPage(kind: 'book' | 'cancel') {
  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
    return {
      title: kind === 'book' ? t('metaTitle') : t('cancelMetaTitle'),
      robots: { index: false, follow: false },
    };
  }

  async function SchedulingPage({ params, searchParams }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const search = await searchParams;
    const acceptLanguage = (await headers()).get('accept-language');
    const input = { query: meetingQueryOf((name) => search[name]), state: pageStateOf(search), locale, acceptLanguage };
    return (
      <main id="main" className="section narrow scheduling-page">
        {await content(input)}
      </main>
    );
  }

  async function content(input: Parameters<typeof loadBookPage>[0]) {
    if (kind === 'book') {
      const view = await loadBookPage(input);
      if (view.kind === 'off') notFound();
      return <BookPage view={view} locale={input.locale} />;
    }
    const view = await loadCancelPage(input);
    if (view.kind === 'off') notFound();
    return <CancelPage view={view} locale={input.locale} />;
  }

  return { generateMetadata, SchedulingPage };
}
