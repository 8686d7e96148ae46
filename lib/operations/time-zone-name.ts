/**
 * Whether a text names an IANA time zone Intl knows ("Europe/Madrid"): the `timeZone` a demo request
 * may carry, and the zone a booking page is asked for. Bounded in length and shaped like an IANA
 * name, so UTC offsets such as "+01:00", which Intl takes but which name no place and no
 * daylight-saving rules, are refused.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export const MAX_ZONE_NAME_LENGTH = 64;

export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > MAX_ZONE_NAME_LENGTH || !ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
