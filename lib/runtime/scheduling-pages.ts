import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { bookPageView, type BookPageView, type PageServices } from '@/lib/scheduling/book-page-view';
import { cancelPageView, type CancelPageView } from '@/lib/scheduling/cancel-page-view';
import type { MeetingQuery } from '@/lib/scheduling/meeting-query';
import type { PageState } from '@/lib/scheduling/page-state';
import { getServices } from './services';

/** `acceptLanguage`: the request's header, whose region names the zone to show times in before the browser says its own. */
type PageInput = { query: MeetingQuery; state: PageState; locale: Locale; acceptLanguage?: string | null };

/** Scheduling is off (SCHEDULING=off): the pages do not exist. */
export type Off = { kind: 'off' };
/** The store could not be read: the page says so, and nothing else. */
export type Unreadable = { kind: 'unavailable' };

/** What the booking page shows (lib/scheduling/book-page-view.ts), read from this process's store. */
export const loadBookPage = (input: PageInput) => readPage((services) => bookPageView(services, { ...input, now: new Date() }));

/** What the cancel page shows (lib/scheduling/cancel-page-view.ts), read from this process's store. */
export const loadCancelPage = (input: PageInput) => readPage((services) => cancelPageView(services, { ...input, now: new Date() }));

async function readPage<View extends BookPageView | CancelPageView>(
  read: (services: PageServices) => Promise<View>,
): Promise<View | Off | Unreadable> {
  try {
    const { database, scheduling } = await getServices();
    if (!scheduling) return { kind: 'off' };
    return await read({ database, scheduling });
  } catch (error) {
    log.error({ component: 'scheduling', error: describeErrorSafely(error) }, 'could not read a scheduling page');
    return { kind: 'unavailable' };
  }
}
