import type { Locale } from '@/lib/i18n/locales';
import { formatWeek } from '@/lib/scheduling/display-time';
import { bookPageUrl } from '@/lib/scheduling/scheduling-links';
import type { SlotWeek } from '@/lib/scheduling/slot-week';

interface Props {
  locale: Locale;
  token: string;
  zone: string;
  week: Omit<SlotWeek, 'starts'>;
  copy: { label: string; previous: string; next: string };
  /** Whether to name the week (above the times; the links below them repeat only the links). */
  named?: boolean;
}

/**
 * The week shown and links to the weeks before and after it that have free times: plain GET links
 * keeping the token and the zone, so they work without JavaScript. A missing side is left empty,
 * keeping the other in its place.
 */
export function WeekNav({ locale, token, zone, week, copy, named = false }: Props) {
  const href = (monday: string) => bookPageUrl('', locale, token, { zone, week: monday });
  return (
    <nav className="week-nav" aria-label={copy.label}>
      {named && <p className="week-range">{formatWeek(week.monday, locale)}</p>}
      {week.previous ? (
        <a className="week-link" rel="prev" href={href(week.previous)}>
          <span aria-hidden="true">← </span>
          {copy.previous}
        </a>
      ) : (
        <span />
      )}
      {week.next && (
        <a className="week-link" rel="next" href={href(week.next)}>
          {copy.next}
          <span aria-hidden="true"> →</span>
        </a>
      )}
    </nav>
  );
}
