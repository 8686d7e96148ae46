import { getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/content-image/content-image';
import { pagePath } from '@/i18n/navigation';
import type { FaqItem } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { CONTENT_PAGE_LINKS } from '@/lib/site/site-navigation';
import { formPagePath, type PagePath } from '@/lib/site/site-pages';

/**
 * An answer's picture, its paragraphs with their links (`[words](/pricing)`, opened in the reader's
 * language), and the page it points to, by that page's own name in the navigation.
 */
export async function FaqAnswer({ item, locale }: { item: FaqItem; locale: Locale }) {
  const t = await getTranslations({ locale });
  const label = (path: PagePath) => {
    const page = CONTENT_PAGE_LINKS.find((candidate) => candidate.path === path);
    if (page) return t(page.label, { product: SITE.productName });
    const operation = operations.find((candidate) => formPagePath(candidate.slug) === path);
    return operation ? t(`operations.${operation.slug}.cta`) : path;
  };
  return (
    <>
      {item.image && (
        <ContentImage {...item.image} width={960} height={540} sizes="(min-width: 48rem) 40rem, 100vw" className="faq-image" />
      )}
      {(item.parts ?? item.paragraphs.map((paragraph) => [paragraph])).map((parts, index) => (
        <p key={index}>
          {parts.map((part, at) =>
            typeof part === 'string' ? (
              part
            ) : (
              <a key={at} href={pagePath(locale, part.path)}>
                {part.text}
              </a>
            ),
          )}
        </p>
      ))}
      {item.link && (
        <p>
          <a href={pagePath(locale, item.link)}>{label(item.link)}</a>
        </p>
      )}
    </>
  );
}
