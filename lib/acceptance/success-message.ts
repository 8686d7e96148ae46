import { greetingName } from '@/lib/abuse/greeting-name';
import { translatorFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { DeliveryKind, OperationSlug } from '@/lib/operations/registry';

/**
 * The answer to an accepted submission, in the submitter's language: thanks, by the given name
 * when the confirmation's rule would greet with it (lib/abuse/greeting-name.ts), then what
 * happens next. It promises a confirmation email only when one will be sent: the operation sends
 * one (an operation that calls the person does not), and no limit held it back.
 */
export function successMessage(
  operation: { slug: OperationSlug; deliveries: readonly DeliveryKind[] },
  locale: Locale,
  name: string,
  confirmationHeld: boolean,
): string {
  const t = translatorFor(locale);
  const greeted = greetingName(name);
  const thanks = greeted === undefined ? t('api.thanksWithoutName') : t('api.thanks', { name: greeted });
  const next =
    operation.deliveries.includes('confirmation-email') && !confirmationHeld
      ? t(`operations.${operation.slug}.success`)
      : t(`operations.${operation.slug}.successWithoutConfirmation`);
  return `${thanks} ${next}`;
}
