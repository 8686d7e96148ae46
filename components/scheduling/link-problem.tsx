import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_MOVES } from '@/lib/scheduling/moves';
import type { Booking } from '@/lib/scheduling/bookings';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import { SITE } from '@/lib/site/site-content';
import { formPagePath } from '@/lib/site/site-pages';

/**
 * What a scheduling page says of a link it cannot use (forged, cut short, or made for another
 * page) or whose time has passed: in words, with the way to ask again. Never an error page.
 */
export async function LinkProblem({ locale, reason }: { locale: Locale; reason: 'expired' | 'invalid' }) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  return (
    <>
      <h1>{reason === 'expired' ? t('expired.title') : t('invalid.title')}</h1>
      <p>{reason === 'expired' ? t('expired.text') : t('invalid.text')}</p>
      <p>
        <a className="button primary" href={pagePath(locale, formPagePath('demo'))}>
          {t('requestDemo')}
        </a>
      </p>
    </>
  );
}

/** What a scheduling page says when the store or the calendar cannot be read: try again, or write. */
export async function SchedulingUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  return (
    <>
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.text', { email: SITE.publicEmail })}</p>
    </>
  );
}

/**
 * A move or cancel link of an email the meeting has moved past: the time it has now (whoever holds
 * that email read the mailbox), and that the newest email's links are the ones that work.
 */
export async function OldLink({ locale, booking, zone }: { locale: Locale; booking: Booking; zone: string }) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  return (
    <>
      <h1>{t('oldLink.title')}</h1>
      <div className="meeting-summary">
        <p className="meeting-time">{t('meeting.time', { time: meetingTimeLabel(booking.start, locale, zone) })}</p>
        <p>{t('oldLink.text')}</p>
      </div>
    </>
  );
}

/** A move link of a meeting moved as often as one may: it can still be cancelled, or the team asked. */
export async function MovesUsed({ locale, booking, zone, cancel }: { locale: Locale; booking: Booking; zone: string; cancel: string }) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  return (
    <>
      <h1>{t('movesUsed.title')}</h1>
      <div className="meeting-summary">
        <p className="meeting-time">{t('meeting.time', { time: meetingTimeLabel(booking.start, locale, zone) })}</p>
        <p>{t('movesUsed.text', { count: MAX_MOVES })}</p>
      </div>
      <p>
        {t.rich('movesUsed.cancel', {
          email: SITE.publicEmail,
          cancel: (chunks) => <a href={cancel}>{chunks}</a>,
        })}
      </p>
    </>
  );
}
