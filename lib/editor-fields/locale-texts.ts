import { fields } from '@keystatic/core';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { withLanguageTypography } from '@/lib/content-rules/language-rules';
import { glossaryPattern, languageNote } from './language-boxes';

/**
 * One text in every language, as a group of five boxes, English first: a translator sees the English
 * right above the box they fill in. The lengths are the collection's own rules (the server checks
 * them again on save, with the rest of the rules); each box keeps its language's words and
 * typography too (./language-boxes.ts).
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
      LOCALES.map((locale) => [locale, localeBox(locale, multiline, { min: required ? length.min : 0, max: length.max })]),
    ),
    { label, description },
  );
}

/**
 * One language's box: Keystatic's text box, its glossary's words refused as the marketer types, and
 * in French the typography applied to what the save writes.
 */
function localeBox(locale: Locale, multiline: boolean, length: { min: number; max: number }) {
  const pattern = glossaryPattern(locale);
  const box = fields.text({
    label: LOCALE_DETAILS[locale].name,
    description: languageNote(locale),
    multiline,
    validation: { length, ...(pattern ? { pattern } : {}) },
  });
  return locale === 'fr' ? { ...box, serialize: (value: string) => box.serialize(withLanguageTypography(locale, value)) } : box;
}
