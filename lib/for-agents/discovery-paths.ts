import type { Locale } from '@/lib/i18n/locales';
import { english } from '@/lib/i18n/messages';

/** Where the discovery documents and the remote MCP endpoint live (SPEC.md "Discovery resources"). */
export const DISCOVERY_PATHS = {
  openApi: '/openapi.json',
  llmsText: '/llms.txt',
  llmsFullText: '/llms-full.txt',
  apiCatalog: '/.well-known/api-catalog',
  serverCard: '/.well-known/mcp/server-card.json',
  agentSkills: '/.well-known/agent-skills/index.json',
  sitemap: '/sitemap.xml',
  mcp: '/mcp',
  apiStatus: '/api/status',
} as const;

export const localeSitemapPath = (locale: Locale) => `/sitemap/${locale}.xml`;

export const skillPath = (skillName: string) => `/.well-known/agent-skills/${skillName}/SKILL.md`;

/** Link titles of the documents an agent may start from; their purposes are copy (`developers.discovery`). */
const DOCUMENT_TITLES = {
  openApi: 'OpenAPI description',
  llmsFullText: 'Full reference',
  apiCatalog: 'API catalog',
  serverCard: 'MCP server card',
  agentSkills: 'Agent skills',
  sitemap: 'Sitemap',
} as const satisfies Partial<Record<keyof typeof DISCOVERY_PATHS, string>>;

/** The documents an agent may start from, with their purpose in English; listed by the llms texts. */
export const DISCOVERY_DOCUMENTS = (Object.keys(DOCUMENT_TITLES) as (keyof typeof DOCUMENT_TITLES)[]).map((key) => ({
  key,
  path: DISCOVERY_PATHS[key],
  title: DOCUMENT_TITLES[key],
  purpose: english(`developers.discovery.${key}`),
}));
