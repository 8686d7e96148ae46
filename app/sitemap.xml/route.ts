import { documentRoute } from '@/lib/agents/documents/document-response';
import { sitemapIndexFile } from '@/lib/agents/documents/sitemaps';

// /sitemap.xml: the sitemap index over one sitemap per locale.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(sitemapIndexFile);
