import { documentRoute } from '@/lib/discovery/document-response';
import { robotsFile } from '@/lib/discovery/sitemaps';

// /robots.txt, pointing crawlers at the sitemap index.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(robotsFile);
