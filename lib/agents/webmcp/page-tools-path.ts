import type { Locale } from '@/lib/i18n/locales';

/** Where a page of `locale` fetches its WebMCP tools (app/[locale]/webmcp.json/route.ts); kept apart from page-tools.ts, which reads every message, so the browser's bundle can import it. */
export const pageToolsPath = (locale: Locale) => `/${locale}/webmcp.json`;
