import { documentRoute } from '@/lib/discovery/document-response';
import { sitemapIndexFile } from '@/lib/discovery/sitemaps';

// /sitemap.xml: the sitemap index over one sitemap per locale.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(sitemapIndexFile);
