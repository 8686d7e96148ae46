import { agentSkillsIndexFile } from '@/lib/discovery/agent-skills';
import { documentRoute } from '@/lib/discovery/document-response';

// /.well-known/agent-skills/index.json: the skills, each with the digest of its SKILL.md.
export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(agentSkillsIndexFile);
