import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import { buildFormView } from '@/lib/forms/build-form-view';
import type { Locale } from '@/lib/i18n/locales';
import { browserFilledFieldsOf } from '@/lib/operations/form-fields';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';
import { formPagePath } from '@/lib/site/site-pages';
import { FormFaq } from '@/components/faq/form-faq';
import { LeadForm } from './lead-form';
import { ZoneChoice } from './zone-choice';

type Props = { params: Promise<{ locale: Locale }> };

/**
 * The page of one operation's form: `app/[locale]/<slug>/page.tsx` is one line that names the
 * operation. Statically rendered per locale; the form posts to a server action.
 */
export function formPage(slug: RegisteredOperation['slug']) {
  const operation = operations.find((candidate) => candidate.slug === slug)!;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale });
    return pageMetadata(
      locale,
      formPagePath(slug),
      t(`operations.${slug}.page.metaTitle`),
      t(`operations.${slug}.page.intro`, { product: SITE.productName }),
    );
  }

  async function FormPage({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations({ locale });
    return (
      <main id="main" className="section narrow form-page">
        {/* The form's column; its questions beside it on a wide screen (app/globals.css `.form-page`). */}
        <div className="form-column">
          <h1>{t(`operations.${slug}.page.title`, { product: SITE.productName })}</h1>
          <p className="lead-dark">{t(`operations.${slug}.page.intro`, { product: SITE.productName })}</p>
          <LeadForm
            view={buildFormView(operation, locale)}
            // Rendered here, on the server: the form's script never carries the zone list.
            zoneChoice={browserFilledFieldsOf(operation).includes('timeZone') ? <ZoneChoice locale={locale} name="timeZone" /> : undefined}
          />
          <p className="privacy-note">
            {t.rich('forms.privacyNote', { link: (chunks) => <a href={pagePath(locale, '/privacy')}>{chunks}</a> })}
          </p>
        </div>
        <FormFaq form={slug} locale={locale} />
      </main>
    );
  }

  return { generateMetadata, FormPage };
}
