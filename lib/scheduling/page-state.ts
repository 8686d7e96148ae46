/**
 * What a scheduling page is told by the URL a POST sends the browser on to (post, then redirect,
 * then get: a reload never books twice): the change just made, or why nothing changed. Only words
 * on the page depend on it; what the page shows comes from the store, so a hand-made URL can claim
 * nothing that did not happen.
 */
export const DONE = ['booked', 'moved', 'cancelled'] as const;
export type Done = (typeof DONE)[number];

export const NOTICES = ['taken', 'client-limit', 'mailbox-has-booking', 'mail-limit', 'rate-limited', 'unavailable'] as const;
export type Notice = (typeof NOTICES)[number];

/** Why a button changed nothing though the choice still stands: the page offers the button again with the notice. */
export const RETRY_NOTICES = ['mail-limit', 'rate-limited', 'unavailable'] as const satisfies readonly Notice[];
export type RetryNotice = (typeof RETRY_NOTICES)[number];

/** The state's notice when it is one that keeps the button (RETRY_NOTICES). */
export function retryNoticeOf(state: PageState): RetryNotice | undefined {
  return RETRY_NOTICES.find((notice) => notice === state.notice);
}

export interface PageState {
  done?: Done;
  notice?: Notice;
}

/** The page's URL with its state added. */
export function withPageState(url: string, state: PageState): string {
  const query = new URLSearchParams();
  if (state.done) query.set('done', state.done);
  if (state.notice) query.set('notice', state.notice);
  const added = query.toString();
  return added ? `${url}${url.includes('?') ? '&' : '?'}${added}` : url;
}

/** The state a page's query names; anything else is ignored. */
export function pageStateOf(query: { done?: unknown; notice?: unknown }): PageState {
  const done = DONE.find((value) => value === firstValue(query.done));
  const notice = NOTICES.find((value) => value === firstValue(query.notice));
  return { ...(done ? { done } : {}), ...(notice ? { notice } : {}) };
}

/** A query parameter's one value: Next.js gives an array for a repeated one, which takes the first. */
export function firstValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
