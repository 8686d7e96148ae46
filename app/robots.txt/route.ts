import { documentRoute } from '@/lib/agents/documents/document-response';
import { robotsFile } from '@/lib/agents/documents/sitemaps';

// /robots.txt, pointing crawlers at the sitemap index.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(robotsFile);
