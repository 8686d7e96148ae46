'use client';

import { useEffect } from 'react';
import { recordFirstTouch } from '@/lib/attribution/first-touch';

/**
 * Notes where the visit began, on whichever page it began (the forms send it with a lead). In the
 * layout, so it runs once per page load and not again on the site's own client-side navigations.
 */
export function FirstTouchRecorder() {
  useEffect(recordFirstTouch, []);
  return null;
}
