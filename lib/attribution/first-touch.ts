import { attributionOfPage, cleanAttribution, referrerHostOf, type Attribution } from './attribution';

/** The tab's session storage holds it: gone when the tab closes, never sent to anyone but our forms. */
export const FIRST_TOUCH_STORAGE_KEY = 'first-touch';

/**
 * Records, once per tab, where the visit began: the first page's campaign parameters and path,
 * and the other website that linked to it. Later pages leave it alone (first touch). It runs once
 * the page's scripts have started (an effect, so no inline script and no change to the pages'
 * policy): a visitor who leaves the first page before then is recorded from the next one.
 */
export function recordFirstTouch(): void {
  const storage = sessionStorageOrNull();
  if (!storage || storage.getItem(FIRST_TOUCH_STORAGE_KEY) !== null) return;
  const page = new URL(window.location.href);
  const attribution: Attribution = { ...attributionOfPage(page), referrer_host: referrerHostOf(document.referrer, page.host) };
  storage.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify(cleanAttribution(attribution) ?? {}));
}

/** What the tab recorded, as the form sends it; empty when storage is off or nothing was recorded. */
export function firstTouchForForm(): string {
  return sessionStorageOrNull()?.getItem(FIRST_TOUCH_STORAGE_KEY) ?? '';
}

/** Storage can be disabled, or throw on access in a sandboxed frame: then nothing is recorded. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
