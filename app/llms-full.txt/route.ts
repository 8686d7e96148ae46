import { documentRoute } from '@/lib/agents/documents/document-response';
import { llmsFullTextFile } from '@/lib/agents/documents/llms-full-text';

// /llms-full.txt: the complete product and API reference in one text.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(llmsFullTextFile);
