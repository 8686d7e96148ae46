import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { zoneOptions } from '@/lib/scheduling/zone-label';

/**
 * The demo form's zone list for a browser without JavaScript: inside <noscript>, so only such a
 * browser shows and sends it (with JavaScript, components/forms/browser-zone-input.tsx sends the
 * browser's own zone). On the language's market zone, labelled in its words; the person chooses, so
 * the first free times shown after sending are already theirs. A server component handed to the
 * form, so neither the labels' data nor this code reaches the page's JavaScript. The labels carry
 * no offset: the form is rendered once, at build time, and shown in summer and winter.
 */
export function ZoneChoice({ locale, name }: { locale: Locale; name: string }) {
  const t = translatorFor(locale);
  const id = `${name}-choice`;
  return (
    <noscript>
      <div className="field">
        <label htmlFor={id}>{t('scheduling.pages.zone.label')}</label>
        <p className="field-hint" id={`${id}-hint`}>
          {t('scheduling.form.zoneHint')}
        </p>
        <select id={id} name={name} defaultValue={DEFAULT_ZONE[locale]} aria-describedby={`${id}-hint`}>
          {zoneOptions(DEFAULT_ZONE[locale], locale).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </noscript>
  );
}
