import type { SlotDayLinks } from '@/lib/scheduling/slot-day-links';

interface Props {
  days: SlotDayLinks[];
  /** The level of the days' headings under the section that lists them. */
  heading: 'h2' | 'h3' | 'h4';
  /** Prefix of the headings' ids, unique on the page. */
  idPrefix: string;
  /** What the meeting's present time is called beside it (the move page), as seen and as heard. */
  currentLabel?: string;
}

/**
 * Free times grouped by day, for the form's thank-you and the booking page: a heading per day and
 * its times as large links, which work without JavaScript. A time's link names its day too (for a
 * screen reader's list of links, where "10:00" alone says too little). The meeting's present time
 * (a move) is no link: it is marked, in words and as `aria-current`, among the times to move to.
 */
export function SlotDays({ days, heading: Heading, idPrefix, currentLabel }: Props) {
  return (
    <div className="slot-days">
      {days.map((day) => (
        <section key={day.date} className="slot-day" aria-labelledby={`${idPrefix}-${day.date}`}>
          <Heading id={`${idPrefix}-${day.date}`}>{day.label}</Heading>
          <ul className="slot-list">
            {day.slots.map((slot) =>
              !slot.current ? (
                <li key={slot.href}>
                  <a className="slot" href={slot.href}>
                    <span className="visually-hidden">{day.label}, </span>
                    {slot.time}
                  </a>
                </li>
              ) : (
                <li key="current" className="slot-current-item">
                  <span className="slot slot-current" aria-current="time">
                    <span className="visually-hidden">{day.label}, </span>
                    {slot.time}
                    <span className="slot-tag">
                      <span className="visually-hidden">: </span>
                      {currentLabel}
                    </span>
                  </span>
                </li>
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
