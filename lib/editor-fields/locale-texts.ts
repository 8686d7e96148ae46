import { fields } from '@keystatic/core';
import { LOCALE_DETAILS, LOCALES } from '@/lib/i18n/locales';

/**
 * One text in every language, as a group of five boxes, English first: a translator sees the English
 * right above the box they fill in. The lengths are the collection's own rules (the server checks
 * them again on save, with the rest of the rules).
 */
export function localeTexts(
  label: string,
  {
    description,
    length,
    multiline = false,
    required = true,
  }: { description?: string; length: { min: number; max: number }; multiline?: boolean; required?: boolean },
) {
  return fields.object(
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        fields.text({
          label: LOCALE_DETAILS[locale].name,
          multiline,
          validation: { length: { min: required ? length.min : 0, max: length.max } },
        }),
      ]),
    ),
    { label, description },
  );
}
