import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { pageTools } from '@/lib/agents/webmcp/page-tools';

/**
 * /{locale}/webmcp.json: the WebMCP tools of that language's pages, fetched only by a browser that
 * has WebMCP (components/webmcp/webmcp-tools.tsx). Built once per language.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ error: { code: 'NOT_FOUND', message: 'No such language.' } }, { status: 404 });
  return Response.json(pageTools(locale));
}
