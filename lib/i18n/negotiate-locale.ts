import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * Picks the language of an answer (docs/decisions.md "Language of answers"): an explicit tag first (the body's `locale`), then
 * the `Accept-Language` header by preference, then English. Tags match on their primary subtag,
 * so `pt-BR` is answered in `pt`.
 */
export function negotiateLocale(explicitTag: string | undefined, acceptLanguage: string | null): Locale {
  const candidates = [...(explicitTag ? [explicitTag] : []), ...preferredTags(acceptLanguage ?? '')];
  for (const tag of candidates) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Accept-Language tags ordered by their q-value (RFC 9110), ties kept in header order. */
export function preferredTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const qParam = params.find((param) => param.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
