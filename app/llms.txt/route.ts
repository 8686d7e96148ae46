import { documentRoute } from '@/lib/agents/documents/document-response';
import { llmsTextFile } from '@/lib/agents/documents/llms-text';

// /llms.txt: where a language model starts (llmstxt.org).
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(llmsTextFile);
