'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { browserZone } from '@/lib/scheduling/browser-zone';
import { MEETING_FIELDS } from '@/lib/scheduling/meeting-query';

/**
 * Shows the free times in the browser's own zone when the page's URL names none: one navigation
 * to the same page with `zone`, after which the URL names it and this does nothing. Without
 * JavaScript the page's default zone stays, and the zone list changes it.
 */
export function BrowserZoneDefault({ shownZone }: { shownZone: string }) {
  const router = useRouter();
  useEffect(() => {
    const zone = browserZone();
    const url = new URL(window.location.href);
    if (!zone || zone === shownZone || url.searchParams.has(MEETING_FIELDS.zone)) return;
    url.searchParams.set(MEETING_FIELDS.zone, zone);
    router.replace(`${url.pathname}${url.search}`, { scroll: false });
  }, [router, shownZone]);
  return null;
}
