'use client';
import { useEffect } from 'react';

/** Next.js's router in the page (`window.next.router`), as far as this hook touches it. */
type PageRouter = { hmrRefresh?: () => void };

/**
 * Under `next dev` a save changes files the site's pages import, and the development server then
 * refreshes every open page from the server ("server component changes"). On the editor, after
 * Keystatic had moved between its addresses itself (a click in its menu), that refresh brought
 * React the page of another address, which it mounted afresh: the form showed the entry as it was
 * loaded before the save (the old headline, the old price, an empty photo page, then "Restored
 * draft" after a reload). The editor takes nothing from such a refresh (its page reads its files
 * at each visit), so while it is open the development server's refresh does nothing on its page.
 * Development only: a production build has no such refresh.
 */
export function useNoServerRefresh(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return undefined;
    const router = (window as Window & { next?: { router?: PageRouter } }).next?.router;
    if (typeof router?.hmrRefresh !== 'function') return undefined;
    const refresh = router.hmrRefresh;
    router.hmrRefresh = () => {};
    return () => {
      router.hmrRefresh = refresh;
    };
  }, []);
}
