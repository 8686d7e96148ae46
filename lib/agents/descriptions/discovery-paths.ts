import type { Locale } from '@/lib/i18n/locales';

/** Where the discovery documents and the remote MCP endpoint live (docs/api.md "Discovery documents"). */
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
