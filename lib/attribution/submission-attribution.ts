import { cleanAttribution, MAX_ATTRIBUTION_JSON_LENGTH, attributionOfPage, parseUrl, type Attribution } from './attribution';

/** Longer Referer values are not read: no page of this site has an address that long. */
const MAX_REFERER_LENGTH = 4_096;

/**
 * Where a form's lead came from. With JavaScript, the form sends what the tab recorded
 * (lib/attribution/first-touch.ts); without it, the form page's own address, which the browser
 * names in the Referer of the form's POST, is all there is. Anything malformed is ignored: a lead
 * is never refused for its attribution.
 */
export function attributionOfSubmission(recorded: FormDataEntryValue | null, referer: string | null): Attribution | null {
  if (typeof recorded === 'string' && recorded !== '' && recorded.length <= MAX_ATTRIBUTION_JSON_LENGTH) {
    const fromTab = cleanAttribution(parseJson(recorded));
    if (fromTab) return fromTab;
  }
  const formPage = referer && referer.length <= MAX_REFERER_LENGTH ? parseUrl(referer) : undefined;
  return formPage ? cleanAttribution(attributionOfPage(formPage)) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
