import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { bookDemoMeeting } from '@/lib/runtime/scheduling-actions';
import type { Unreadable } from '@/lib/runtime/scheduling-pages';
import type { BookPageView } from '@/lib/scheduling/book-page-view';
import { MEETING_FIELDS } from '@/lib/scheduling/meeting-query';
import { bookPageUrl } from '@/lib/scheduling/scheduling-links';
import { BOOK_PAGE_PATH } from '@/lib/scheduling/scheduling-paths';
import { slotDayLinks } from '@/lib/scheduling/slot-day-links';
import { meetingTimeLabel, zoneLabel } from '@/lib/scheduling/zone-label';
import { SITE } from '@/lib/site/site-content';
import { BrowserZoneDefault } from './browser-zone-default';
import { LinkProblem, MovesUsed, OldLink, SchedulingUnavailable } from './link-problem';
import { PendingButton } from './pending-button';
import { SlotDays } from './slot-days';
import { WeekNav } from './week-nav';
import { ZonePicker } from './zone-picker';

type Props = { view: BookPageView | Unreadable; locale: Locale };

/**
 * The booking page (app/[locale]/demo/book): the free times to choose from, one time to confirm
 * with a button (the one thing here that changes anything: a POST), or the meeting the link's
 * request holds: its time and where its invitation went, never a link that changes it (those are
 * in the invitation's email, for whoever reads that mailbox).
 */
export async function BookPage({ view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  const now = new Date();

  switch (view.kind) {
    case 'invalid':
      return <LinkProblem locale={locale} reason={view.reason} />;
    case 'unavailable':
      return <SchedulingUnavailable locale={locale} />;
    case 'refused':
      return (
        <>
          <h1>{t('book.title')}</h1>
          <p className="notice">{t(`notices.${view.notice}`, { email: SITE.publicEmail })}</p>
        </>
      );
    case 'cancelled':
      return (
        <>
          <h1>{t('cancelled.title')}</h1>
          <p>{t('cancelled.text')}</p>
          <p>
            <a className="button primary" href={view.bookAgain}>
              {t('cancelled.bookAgain')}
            </a>
          </p>
        </>
      );
    case 'meeting': {
      const title = view.done ? t(`meeting.${view.done}`) : t('meeting.existing');
      return (
        <>
          <h1>{title}</h1>
          <div className="meeting-summary">
            <p className="meeting-time">
              {/* Just moved: from which time to which, as its email says (rows moved before migration 17 know only the new one). */}
              {view.done === 'moved' && view.booking.previousStart
                ? t('meeting.movedFromTo', {
                    from: meetingTimeLabel(view.booking.previousStart, locale, view.zone),
                    to: meetingTimeLabel(view.booking.start, locale, view.zone),
                  })
                : t('meeting.time', { time: meetingTimeLabel(view.booking.start, locale, view.zone) })}
            </p>
            {view.done === 'moved' ? (
              <p>{t('meeting.movedInvitation')}</p>
            ) : (
              <p>
                {view.done ? t('meeting.invitation') : t('meeting.sent')} {t('meeting.changeByEmail')}
              </p>
            )}
            {'url' in view.join ? (
              <p>
                <a className="button primary" href={view.join.url}>
                  {t('meeting.join')}
                </a>
              </p>
            ) : (
              <p>{t(view.join.comes === 'invitation' ? 'meeting.linkWithInvitation' : 'meeting.linkLater')}</p>
            )}
          </div>
        </>
      );
    }
    case 'old-link':
      return <OldLink locale={locale} booking={view.booking} zone={view.zone} />;
    case 'moves-used':
      return <MovesUsed locale={locale} booking={view.booking} zone={view.zone} cancel={view.cancel} />;
    case 'confirm': {
      const time = meetingTimeLabel(view.start, locale, view.zone);
      const moving = view.action === 'move';
      return (
        <>
          <h1>{moving ? t('move.title') : t('confirm.title')}</h1>
          {view.notice && (
            <p className="notice" role="alert">
              {t(`notices.${view.notice}`, { email: SITE.publicEmail })}
            </p>
          )}
          <p className="meeting-time">{moving ? t('confirm.move', { time }) : t('confirm.book', { time })}</p>
          <form action={bookDemoMeeting} className="meeting-form">
            <input type="hidden" name={MEETING_FIELDS.token} value={view.token} />
            <input type="hidden" name={MEETING_FIELDS.start} value={view.start.toISOString()} />
            <input type="hidden" name={MEETING_FIELDS.zone} value={view.zone} />
            <input type="hidden" name={MEETING_FIELDS.locale} value={locale} />
            <PendingButton label={moving ? t('confirm.moveButton') : t('confirm.bookButton')} pending={t('confirm.pending')} />
          </form>
          <p>
            <a href={bookPageUrl('', locale, view.token, { zone: view.zone })}>{t('confirm.other')}</a>
          </p>
        </>
      );
    }
    case 'pick': {
      const current = view.currentInWeek ? view.current?.start : undefined;
      const days = slotDayLinks(view.starts, { locale, zone: view.zone, token: view.token, ...(current ? { current } : {}) });
      const weekNav = { locale, token: view.token, zone: view.zone, copy: { previous: t('pick.previousWeek'), next: t('pick.nextWeek') } };
      return (
        <>
          <h1>{view.action === 'move' ? t('move.title') : t('book.title')}</h1>
          {view.current && view.cancel ? (
            <>
              <p>
                {t.rich('move.current', {
                  time: meetingTimeLabel(view.current.start, locale, view.zone),
                  cancel: (chunks) => <a href={view.cancel}>{chunks}</a>,
                })}
              </p>
              {/* Before the times, as the booking limits are: a move is bounded by the meeting's own rule (MAX_MOVES). */}
              <p className="picker-limit">{t('move.left', { count: view.movesLeft ?? 0 })}</p>
            </>
          ) : (
            <>
              <p className="lead-dark">{t('book.intro', { minutes: view.minutes })}</p>
              {/* The limits, before the times: not learnt only at the last press. */}
              <p className="picker-limit">{t('book.limit', { count: view.perClient })}</p>
            </>
          )}
          {view.notice && (
            <p className="notice" role="alert">
              {t(`notices.${view.notice}`, { email: SITE.publicEmail })}
            </p>
          )}
          <ZonePicker
            locale={locale}
            action={`/${locale}${BOOK_PAGE_PATH}`}
            token={view.token}
            zone={view.zone}
            now={now}
            copy={{ label: t('zone.label'), show: t('zone.show') }}
          />
          <p className="zone-note">{t('zone.note', { zone: zoneLabel(view.zone, locale, now) })}</p>
          {/* Two navigations of weeks, above and below the times: each landmark named on its own. */}
          {view.week && <WeekNav {...weekNav} copy={{ ...weekNav.copy, label: t('pick.weeks') }} week={view.week} named />}
          {days.length > 0 ? (
            <SlotDays days={days} heading="h2" idPrefix="day" currentLabel={t('move.currentSlot')} />
          ) : (
            <p>{t('pick.none', { days: view.horizonDays, email: SITE.publicEmail })}</p>
          )}
          {view.week && (view.week.previous || view.week.next) && (
            <WeekNav {...weekNav} copy={{ ...weekNav.copy, label: t('pick.moreWeeks') }} week={view.week} />
          )}
          {view.notice === 'taken' && (
            <p>
              <a href={bookPageUrl('', locale, view.token, { zone: view.zone })}>{t('pick.allTimes')}</a>
            </p>
          )}
          {!view.zoneChosen && <BrowserZoneDefault shownZone={view.zone} />}
        </>
      );
    }
  }
}
