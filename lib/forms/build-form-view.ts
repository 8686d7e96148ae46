import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { valueSetOf } from '@/lib/operations/value-sets';
import { SITE } from '@/lib/site-content';
import { possibleErrorKinds } from './field-errors';
import { formFieldsOf } from './form-fields';
import type { FieldView, FormView } from './form-view';

/** WebMCP names declarative form tools `<operationId>Form` (docs/decisions.md "WebMCP tools"). */
export const formToolName = (operation: RegisteredOperation) => `${operation.id}Form`;

export const formToolDescription = (operation: RegisteredOperation) =>
  `${operation.description} The person checks the filled-in form and sends it themselves.`;

/**
 * Translates an operation's form for one locale on the server, so the browser receives finished
 * strings and not the message catalogue.
 */
export function buildFormView(operation: RegisteredOperation, locale: Locale): FormView {
  const t = translatorFor(locale);
  const fields = formFieldsOf(operation).map((field): FieldView => {
    const label = t(`fields.${field.name}`);
    return {
      ...field,
      id: `${operation.slug}-${field.name}`,
      label,
      // Every field has one, so an agent reading the form tool knows what each parameter asks.
      paramDescription: t(`forms.paramDescriptions.${field.name}`),
      ...(field.values
        ? { options: field.values.map((value) => ({ value, label: t(`values.${valueSetOf(field.name)}.${value}`) })) }
        : {}),
      messages: Object.fromEntries(
        possibleErrorKinds(field).map((kind) => [
          kind,
          t(`forms.errors.${kind}`, { field: label, maximum: field.maxLength ?? 0, minimum: field.minimum ?? 1 }),
        ]),
      ),
    };
  });
  return {
    slug: operation.slug,
    operationId: operation.id,
    hasLocaleField: operation.hasLocaleField,
    locale,
    toolName: formToolName(operation),
    toolDescription: formToolDescription(operation),
    fields,
    copy: {
      submit: t(`forms.pages.${operation.slug}.submit`),
      pending: t('forms.pending'),
      requiredNote: t('forms.requiredNote'),
      requiredMark: t('forms.requiredMark'),
      choose: t('forms.choose'),
      yes: t('values.yes'),
      no: t('values.no'),
      honeypot: t('forms.honeypot'),
      unavailable: t('forms.errors.unavailable', { email: SITE.publicEmail }),
      summaryTitles: Array.from({ length: fields.length + 1 }, (_, count) => t('forms.summaryTitle', { count })),
      successTitle: t('forms.success.title'),
      referenceLabel: t('forms.success.referenceLabel'),
      nextTitle: t('forms.success.nextTitle'),
      next: t(`forms.next.${operation.slug}`),
    },
  };
}
