import { isTimeZoneName } from '@/lib/operations/time-zone-name';

/**
 * The browser's own time zone, or undefined where it names none Intl knows (some browsers answer
 * `Etc/Unknown`). Sent as it is: the server settles the spelling of what it receives
 * (`canonicalZone`, lib/scheduling/display-time.ts), whose zone list need not reach the browser
 * (docs/performance.md "JavaScript").
 */
export function browserZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZoneName(zone) ? zone : undefined;
}
