import { translatorFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Operation } from '@/lib/operations/registry';

/** The confirmation text of an accepted submission, in the submitter's language. */
export function successMessage(operation: Pick<Operation, 'slug'>, locale: Locale, name: string): string {
  return translatorFor(locale)(`api.success.${operation.slug}`, { name });
}
