import { headers } from 'next/headers';
import { after } from 'next/server';
import { clientOf } from '@/lib/abuse/client-network';
import type { Intake } from '@/lib/acceptance/intake';
import { clientAddress } from '@/lib/api/client-address';
import { logUnexpectedError } from '@/lib/logging/unexpected-error';
import { FORM_POST_LIMITED } from '@/lib/security/form-posts';
import { cancelMeetingFromLink } from '@/lib/scheduling/cancel-meeting-from-link';
import { chooseMeetingTime } from '@/lib/scheduling/choose-meeting-time';
import { DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { countMeetingPost } from '@/lib/scheduling/meeting-post-limit';
import { localeOf, MEETING_FIELDS, meetingQueryOf } from '@/lib/scheduling/meeting-query';
import type { MeetingServices } from '@/lib/scheduling/meeting-transaction';
import { withPageState, type PageState } from '@/lib/scheduling/page-state';
import { bookPageUrl, cancelPageUrl } from '@/lib/scheduling/scheduling-links';

/**
 * The buttons of the booking and cancel pages (their server actions are lib/runtime/scheduling-actions.ts,
 * which hands these the intake): each reads its form's hidden fields, counts the post against the
 * poster's rate limit, makes the change, starts the deliveries, and answers with the page to show
 * next, which the action redirects to. The result is a page of its own (post, redirect, get), so a
 * reload asks for nothing again. Links stay relative to the site the person is on.
 */
export async function bookFromPage(intake: Intake, formData: FormData): Promise<string> {
  const query = meetingQueryOf((name) => formData.get(name));
  const locale = localeOf(formData.get(MEETING_FIELDS.locale));
  const page = (state: PageState, { withStart = false } = {}) =>
    withPageState(bookPageUrl('', locale, query.token, { zone: query.zone, ...(withStart ? { start: query.start } : {}) }), state);

  return changeFromPage(intake, page, async (services, poster) => {
    if (!query.start) return page({});
    const chosen = await chooseMeetingTime(services, {
      token: query.token,
      start: query.start,
      timeZone: query.zone ?? DEFAULT_ZONE[locale],
      poster,
      now: new Date(),
    });
    switch (chosen.outcome) {
      case 'booked':
      case 'moved':
        after(intake.kickDeliveries);
        // Back to the link that pressed the button, which shows the time and where the invitation
        // went. Never a move or cancel link: those reach only the mailbox, in the invitation's email.
        return page({ done: chosen.outcome });
      case 'taken':
        // The time wanted stays in the URL: the page offers the free times nearest to it.
        return page({ notice: chosen.outcome }, { withStart: true });
      case 'client-limit':
      case 'mailbox-has-booking':
        return page({ notice: chosen.outcome });
      case 'mail-limit':
        // The choice is kept, to press again once the mailbox may be mailed.
        return page({ notice: chosen.outcome }, { withStart: true });
      default:
        // The page shows how things stand: the meeting the request holds, a cancelled one, or a link that no longer works.
        return page({});
    }
  });
}

export async function cancelFromPage(intake: Intake, formData: FormData): Promise<string> {
  const query = meetingQueryOf((name) => formData.get(name));
  const locale = localeOf(formData.get(MEETING_FIELDS.locale));
  const page = (state: PageState) => withPageState(cancelPageUrl('', locale, query.token), state);

  return changeFromPage(intake, page, async (services) => {
    const cancelled = await cancelMeetingFromLink(services, { token: query.token, now: new Date() });
    if (cancelled.outcome !== 'cancelled') return page({});
    after(intake.kickDeliveries);
    return page({ done: 'cancelled' });
  });
}

/**
 * What every button does around its change: past the rate limit (proxy.ts's, or the action's own
 * count of the poster), or with scheduling off or the store down, nothing changes and the page says
 * so, keeping the person's choice. An unexpected failure is logged without the person's details.
 */
async function changeFromPage(
  intake: Intake,
  page: (state: PageState, options?: { withStart?: boolean }) => string,
  change: (services: MeetingServices, poster: ReturnType<typeof clientOf>) => Promise<string>,
): Promise<string> {
  const requestHeaders = await headers();
  if (Number(requestHeaders.get(FORM_POST_LIMITED)) > 0) return page({ notice: 'rate-limited' }, { withStart: true });
  try {
    const services = await intake.services();
    if (!services.scheduling) return page({ notice: 'unavailable' }, { withStart: true });
    const poster = clientOf(clientAddress(requestHeaders));
    const limit = await countMeetingPost(services, poster);
    if (limit && !limit.allowed) return page({ notice: 'rate-limited' }, { withStart: true });
    return await change({ database: services.database, boss: services.boss, scheduling: services.scheduling }, poster);
  } catch (error) {
    logUnexpectedError('scheduling', error);
    return page({ notice: 'unavailable' }, { withStart: true });
  }
}
