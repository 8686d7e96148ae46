/**
 * Where a lead came from (first touch): the campaign parameters of the first page the visitor
 * opened in the tab, the other website that sent them there, and that page's path. Stored beside
 * the lead's payload, never part of it; shown to the team, exported and erased with the lead.
 * Every value comes from the visitor's browser, so it is bounded here and nowhere trusted.
 */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const ATTRIBUTION_KEYS = [...CAMPAIGN_PARAMETERS, 'referrer_host', 'landing_path'] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Long enough for any real campaign name or path; longer values are cut. */
const MAX_VALUE_LENGTH = 200;
/**
 * The raw form value is read only when it is this short. The longest record a tab makes is some
 * 2,800 UTF-16 units: six values of 200 characters, each character at most two units in JSON (an
 * emoji, an escaped quote), a host of 253, and the keys.
 */
export const MAX_ATTRIBUTION_JSON_LENGTH = 4_096;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Printable text on one line, trimmed and cut to length: it goes into the team's mail. */
function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Control, format and line/paragraph separators out; runs of whitespace become one space.
  const text = value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : Array.from(text).slice(0, MAX_VALUE_LENGTH).join('');
}

function cleanHost(value: unknown): string | undefined {
  const host = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return HOSTNAME.test(host) ? host : undefined;
}

function cleanPath(value: unknown): string | undefined {
  const path = cleanText(value);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

const CLEANERS: Record<AttributionKey, (value: unknown) => string | undefined> = {
  utm_source: cleanText,
  utm_medium: cleanText,
  utm_campaign: cleanText,
  utm_term: cleanText,
  utm_content: cleanText,
  referrer_host: cleanHost,
  landing_path: cleanPath,
};

/** Keeps the seven known keys whose values pass their rule; null when none does. */
export function cleanAttribution(raw: unknown): Attribution | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = CLEANERS[key]((raw as Record<string, unknown>)[key]);
    if (value !== undefined) attribution[key] = value;
  }
  return Object.keys(attribution).length > 0 ? attribution : null;
}

/** The campaign parameters and the path of a page's address (the first one of each parameter). */
export function attributionOfPage(url: URL): Attribution {
  const parameters = Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, url.searchParams.get(name) ?? undefined]));
  return { ...parameters, landing_path: url.pathname };
}

/** The host of the page that linked here, when it is another website's. */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  const url = parseUrl(referrer);
  return url && url.host !== ownHost ? url.hostname : undefined;
}

/** An absolute address, or undefined (URL.canParse is newer than some browsers this runs in). */
export function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
