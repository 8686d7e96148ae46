import { documentFamilyRoute } from '@/lib/agents/documents/document-response';
import { localeSitemapFiles } from '@/lib/agents/documents/sitemaps';

// /sitemap/{locale}.xml: every page in one locale, with its language alternates; 404 for other names.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentFamilyRoute('file', localeSitemapFiles);
