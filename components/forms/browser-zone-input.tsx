'use client';

import { useEffect, useRef } from 'react';
import { canonicalZone } from '@/lib/scheduling/display-time';

/**
 * The browser's time zone as a hidden field, so that a demo request's free times (and its emails)
 * are shown in the person's own zone. Filled once the page's script runs; without JavaScript it
 * stays empty, is not sent, and the language's default zone applies. A zone that is no IANA name
 * is left out rather than sent to be refused.
 */
export function BrowserZoneInput({ name }: { name: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const zone = canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (input.current && zone) input.current.value = zone;
  }, []);
  return <input ref={input} type="hidden" name={name} defaultValue="" />;
}
