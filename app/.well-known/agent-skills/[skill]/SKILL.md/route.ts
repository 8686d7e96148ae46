import { skillFiles } from '@/lib/agents/documents/agent-skills';
import { documentFamilyRoute } from '@/lib/agents/documents/document-response';

// /.well-known/agent-skills/<name>/SKILL.md: one skill per operation; 404 for other names.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentFamilyRoute('skill', skillFiles);
