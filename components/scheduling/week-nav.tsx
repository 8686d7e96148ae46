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
}

/**
 * The week shown and links to the weeks before and after it that have free times: plain GET links
 * keeping the token and the zone, so they work without JavaScript. A missing side is left empty,
 * keeping the other in its place.
 */
export function WeekNav({ locale, token, zone, week, copy }: Props) {
  const link = (monday: string | undefined, text: string, rel: 'prev' | 'next') =>
    monday ? (
      <a className={`week-link week-${rel}`} rel={rel} href={bookPageUrl('', locale, token, { zone, week: monday })}>
        {text}
      </a>
    ) : (
      <span className={`week-link week-${rel}`} />
    );
  return (
    <nav className="week-nav" aria-label={copy.label}>
      {link(week.previous, copy.previous, 'prev')}
      <p className="week-range" aria-current="page">
        {formatWeek(week.monday, locale)}
      </p>
      {link(week.next, copy.next, 'next')}
    </nav>
  );
}
