import type { Locale } from '@/lib/i18n/locales';
import { MEETING_FIELDS } from '@/lib/scheduling/meeting-query';
import { zoneOptions } from '@/lib/scheduling/zone-label';

interface Props {
  locale: Locale;
  /** The page the form shows again, in the zone chosen (its path, without the query). */
  action: string;
  token: string;
  zone: string;
  now: Date;
  copy: { label: string; show: string };
}

/**
 * The zone the times are shown in, chosen from a short list: a GET form, so it works without
 * JavaScript and changes nothing but the page shown. A zone outside the list (the browser's own)
 * is offered too, first. Each option is the zone's one label ("hora de Nueva York (UTC-5)"), short
 * enough that the closed list shows it whole on a phone.
 */
export function ZonePicker({ locale, action, token, zone, now, copy }: Props) {
  return (
    <form method="get" action={action} className="zone-picker">
      <input type="hidden" name={MEETING_FIELDS.token} value={token} />
      <label htmlFor="zone-choice">{copy.label}</label>
      <div className="zone-row">
        {/* Keyed by the zone: a navigation to another zone (the browser's) shows it chosen. */}
        <select key={zone} id="zone-choice" name={MEETING_FIELDS.zone} defaultValue={zone}>
          {zoneOptions(zone, locale, now).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {copy.show}
        </button>
      </div>
    </form>
  );
}
