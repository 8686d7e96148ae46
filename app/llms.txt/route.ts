import { documentRoute } from '@/lib/discovery/document-response';
import { llmsTextFile } from '@/lib/discovery/llms-text';

// /llms.txt: where a language model starts (llmstxt.org).
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(llmsTextFile);
