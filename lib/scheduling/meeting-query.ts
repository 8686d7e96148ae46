import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { canonicalZone } from './display-time';
import { firstValue } from './page-state';

/**
 * The parameters of the scheduling pages, the same in their URL (a GET) and in their buttons' forms
 * (a POST's hidden fields): the signed token, the chosen start and the zone the times are shown in.
 * Whatever arrives is bounded and checked here; a value that is not one is as good as absent.
 */
export const MEETING_FIELDS = { token: 't', start: 'start', zone: 'zone', week: 'week', locale: 'locale' } as const;

export interface MeetingQuery {
  /** The token as given, when it could be one (lib/scheduling/signed-link.ts checks it). */
  token: string;
  start: Date | undefined;
  /** An IANA zone in its settled spelling, or undefined (the page's default applies). */
  zone: string | undefined;
  /** The week of free times asked for: a local date (YYYY-MM-DD) in it, or undefined (the first week). */
  week: string | undefined;
}

/** Longer than any token signLink makes; a longer value is no token and is not echoed into links. */
const MAX_TOKEN_LENGTH = 512;
/** `2026-12-07T09:00:00.000Z` and its offset spellings fit; longer is no instant. */
const MAX_START_LENGTH = 40;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function meetingQueryOf(get: (name: string) => unknown): MeetingQuery {
  const token = firstValue(get(MEETING_FIELDS.token)) ?? '';
  return {
    token: token.length <= MAX_TOKEN_LENGTH ? token : '',
    start: instantOf(firstValue(get(MEETING_FIELDS.start))),
    zone: canonicalZone(firstValue(get(MEETING_FIELDS.zone))),
    week: dateOf(firstValue(get(MEETING_FIELDS.week))),
  };
}

/** The page's language, as a POST's hidden field names it. */
export function localeOf(value: unknown): Locale {
  const text = firstValue(value) ?? '';
  return isLocale(text) ? text : DEFAULT_LOCALE;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as the week links write it; anything else (2026-02-30 too) is no week. */
function dateOf(text: string | undefined): string | undefined {
  if (!text || !DATE.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

function instantOf(text: string | undefined): Date | undefined {
  if (!text || text.length > MAX_START_LENGTH || !INSTANT.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
