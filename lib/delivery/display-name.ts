/**
 * A name as a confirmation may show it. The name is the one piece of free text a confirmation
 * repeats (DESIGN.md); a "name" that carries a link, an address or a domain is someone trying to
 * use our mail to send words to a stranger, so such a name is left out.
 */
const LINK_LIKE = /:\/\/|www\.|@|\.(com|net|org|info|biz|io|co|me|app|xyz|top|ru|cn|link|click|online|site|shop)\b/i;

export function displayableName(name: string): string | undefined {
  return LINK_LIKE.test(name) ? undefined : name;
}
