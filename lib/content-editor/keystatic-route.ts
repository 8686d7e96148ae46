/**
 * The route of a request to /api/keystatic/* as Keystatic reads it (its generic handler's
 * getParams: each segment URL-decoded, empty ones dropped), so that `/api/keystatic/%75pdate` is
 * the save it is to Keystatic. Undefined when a segment does not decode (Keystatic would throw).
 */
export function keystaticRoute(pathname: string): string | undefined {
  try {
    return pathname
      .replace(/^\/api\/keystatic\/?/, '')
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean)
      .join('/');
  } catch {
    return undefined;
  }
}
