import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { cancelDemoMeeting } from '@/lib/runtime/scheduling-actions';
import type { Unreadable } from '@/lib/runtime/scheduling-pages';
import type { CancelPageView } from '@/lib/scheduling/cancel-page-view';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import { MEETING_FIELDS } from '@/lib/scheduling/meeting-query';
import { SITE } from '@/lib/site/site-content';
import { LinkProblem, OldLink, SchedulingUnavailable } from './link-problem';
import { PendingButton } from './pending-button';

type Props = { view: CancelPageView | Unreadable; locale: Locale };

/**
 * The cancel page (app/[locale]/demo/cancel): the meeting and the button that cancels it (a POST;
 * opening the link cancels nothing), or that it is cancelled, with the way to book another time.
 */
export async function CancelPage({ view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });

  switch (view.kind) {
    case 'invalid':
      return <LinkProblem locale={locale} reason={view.reason} />;
    case 'unavailable':
      return <SchedulingUnavailable locale={locale} />;
    case 'old-link':
      return <OldLink locale={locale} booking={view.booking} zone={view.zone} />;
    case 'confirm-cancel': {
      const time = meetingTimeLabel(view.booking.start, locale, view.booking.timeZone);
      return (
        <>
          <h1>{t('cancel.title')}</h1>
          {view.notice && (
            <p className="notice" role="alert">
              {t(`notices.${view.notice}`, { email: SITE.publicEmail })}
            </p>
          )}
          <p className="meeting-time">{t('cancel.question', { time })}</p>
          <form action={cancelDemoMeeting} className="meeting-form">
            <input type="hidden" name={MEETING_FIELDS.token} value={view.token} />
            <input type="hidden" name={MEETING_FIELDS.locale} value={locale} />
            <PendingButton label={t('cancel.button')} pending={t('cancel.pending')} danger />
          </form>
          {view.move && (
            <p>
              <a href={view.move}>{t('cancel.moveInstead')}</a>
            </p>
          )}
        </>
      );
    }
    case 'cancelled': {
      const time = meetingTimeLabel(view.booking.start, locale, view.booking.timeZone);
      return (
        <>
          <h1>{view.justNow ? t('cancel.doneTitle') : t('cancel.alreadyTitle')}</h1>
          <p>{view.justNow ? t('cancel.doneText', { time }) : t('cancel.alreadyText', { time })}</p>
          <p>
            <a className="button primary" href={view.bookAgain}>
              {t('cancelled.bookAgain')}
            </a>
          </p>
        </>
      );
    }
  }
}
