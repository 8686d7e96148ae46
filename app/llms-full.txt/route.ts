import { documentRoute } from '@/lib/discovery/document-response';
import { llmsFullTextFile } from '@/lib/discovery/llms-full-text';

// /llms-full.txt: the complete product and API reference in one text.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(llmsFullTextFile);
