import { skillFiles } from '@/lib/discovery/agent-skills';
import { documentFamilyRoute } from '@/lib/discovery/document-response';

// /.well-known/agent-skills/<name>/SKILL.md: one skill per operation; 404 for other names.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentFamilyRoute('skill', skillFiles);
