import type { Locale } from '@/lib/i18n/locales';
import { fieldDescription, fieldLabel, valueLabels } from '@/lib/i18n/field-copy';
import { translatorFor } from '@/lib/i18n/messages';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { formToolDescription, formToolName } from '@/lib/agents/webmcp/form-tool';
import { possibleErrorKinds } from './field-errors';
import { browserFilledFieldsOf } from '@/lib/operations/form-fields';
import { askedFieldsOf } from './asked-fields';
import { conditionOf } from './field-conditions';
import type { FieldView, FormView } from './form-view';

/**
 * Translates an operation's form for one locale on the server, so the browser receives finished
 * strings and not the message catalogue.
 */
export function buildFormView(operation: RegisteredOperation, locale: Locale): FormView {
  const t = translatorFor(locale);
  const asked = askedFieldsOf(operation);
  const askedNames = new Set(asked.map((field) => field.name));
  const fields = asked.map((field): FieldView => {
    const label = fieldLabel(field.name, t);
    const labels = valueLabels(field, t);
    // A field asked after another answer says when it applies, where the form asks that answer.
    const condition = conditionOf(field.name);
    const hint = condition && askedNames.has(condition.field) ? t(condition.hint) : undefined;
    return {
      ...field,
      id: `${operation.slug}-${field.name}`,
      label,
      // Every field has one, so an agent reading the form tool knows what each parameter asks.
      paramDescription: fieldDescription(operation, field.name, locale),
      ...(hint ? { hint } : {}),
      ...(field.values && labels ? { options: field.values.map((value) => ({ value, label: labels[value]! })) } : {}),
      messages: Object.fromEntries(
        possibleErrorKinds(field).map((kind) => [
          kind,
          t(`forms.errors.${kind}`, { field: label, maximum: field.maxLength ?? field.maximum ?? 0, minimum: field.minimum ?? 1 }),
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
    browserFields: browserFilledFieldsOf(operation),
    copy: {
      submit: t(`operations.${operation.slug}.page.submit`),
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
      next: t(`operations.${operation.slug}.next`),
    },
  };
}
