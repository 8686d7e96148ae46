import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { zoneOptions } from '@/lib/scheduling/zone-label';

/**
 * The demo form's zone list for a browser without JavaScript: inside <noscript>, so only such a
 * browser shows and sends it (with JavaScript, components/forms/browser-zone-input.tsx sends the
 * browser's own zone). First "automatic", which sends no zone: the server takes the Accept-Language
 * region's (pt-BR → São Paulo), else the language's market (lib/scheduling/region-zone.ts), which
 * this page, rendered once at build time, cannot know. Then the zones, labelled in the page's
 * words; the person may choose, so the first free times shown after sending are already theirs.
 * A server component handed to the form, so neither the labels' data nor this code reaches the
 * page's JavaScript. The labels carry no offset: the page is shown in summer and winter.
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
        <select id={id} name={name} defaultValue="" aria-describedby={`${id}-hint`}>
          <option value="">{t('scheduling.form.zoneAuto')}</option>
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
