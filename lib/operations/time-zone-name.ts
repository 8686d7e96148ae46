/**
 * Whether a text names an IANA time zone Intl knows ("Europe/Madrid"): the `timeZone` a demo request
 * may carry, and the zone a booking page is asked for. Bounded in length and shaped like an IANA
 * name, so UTC offsets such as "+01:00", which Intl takes but which name no place and no
 * daylight-saving rules, are refused.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export const MAX_ZONE_NAME_LENGTH = 64;

/**
 * Intl's answers, kept: constructing a DateTimeFormat is the dearest step of a kept free-time list's
 * answer (docs/performance.md "Free demo times"), and the same few zones are asked again and again.
 * Bounded: emptied once it holds ZONE_ANSWERS names.
 */
const ZONE_ANSWERS = 1000;
const answers = new Map<string, boolean>();

export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > MAX_ZONE_NAME_LENGTH || !ZONE_NAME.test(name)) return false;
  let known = answers.get(name);
  if (known === undefined) {
    known = intlKnowsZone(name);
    if (answers.size >= ZONE_ANSWERS) answers.clear();
    answers.set(name, known);
  }
  return known;
}

function intlKnowsZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
