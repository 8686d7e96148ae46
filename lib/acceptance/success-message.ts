import { translatorFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationSlug } from '@/lib/operations/registry';

/**
 * The answer to an accepted submission, in the submitter's language. It promises a confirmation
 * email only when one will be sent (not past the recipient cap).
 */
export function successMessage(operation: { slug: OperationSlug }, locale: Locale, name: string, confirmationAllowed: boolean): string {
  const key = confirmationAllowed ? 'success' : 'successWithoutConfirmation';
  return translatorFor(locale)(`api.${key}.${operation.slug}`, { name });
}
