import { agentSkillsIndexFile } from '@/lib/agents/documents/agent-skills';
import { documentRoute } from '@/lib/agents/documents/document-response';

// /.well-known/agent-skills/index.json: the skills, each with the digest of its SKILL.md.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(agentSkillsIndexFile);
