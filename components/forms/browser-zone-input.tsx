'use client';

import { useEffect, useRef } from 'react';
import { browserZone } from '@/lib/scheduling/browser-zone';

/**
 * The browser's time zone as a hidden field, so that a demo request's free times (and its emails)
 * are shown in the person's own zone. The field gets its name (and so is sent) only once the
 * page's script has filled it: without JavaScript it is not sent, and the form's own zone list
 * (components/forms/zone-choice.tsx, inside <noscript>) is. A zone that is no IANA name is left
 * out rather than sent to be refused.
 */
export function BrowserZoneInput({ name }: { name: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const zone = browserZone();
    if (input.current && zone) Object.assign(input.current, { name, value: zone });
  }, [name]);
  return <input ref={input} type="hidden" defaultValue="" />;
}
