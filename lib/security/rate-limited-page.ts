import type { Locale } from '@/lib/i18n/locales';
import { rateLimitHeaders, type RateLimitOutcome } from '@/lib/rate-limit/rate-limiter';

/**
 * The 429 a page answers a visitor past the rate limit (a form posted without JavaScript, a view of
 * "your club"): a bare page in their language that says when to try again and links back, with
 * Retry-After. Bare, because it answers before any page renders.
 */
export function rateLimitedPage(
  locale: Locale,
  outcome: RateLimitOutcome,
  message: (minutes: number) => string,
  link: { href: string; label: string },
): Response {
  const minutes = Math.max(1, Math.ceil(outcome.resetSeconds / 60));
  const page =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>429</title></head><body><p>${escapeHtml(message(minutes))}</p>` +
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
  return new Response(page, {
    status: 429,
    headers: { ...rateLimitHeaders(outcome), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
