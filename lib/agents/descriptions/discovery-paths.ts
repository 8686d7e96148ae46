import type { Locale } from '@/lib/i18n/locales';

/** Where the discovery documents and the remote MCP endpoint live (docs/api.md "Discovery documents"). */
export const DISCOVERY_PATHS = {
  openApi: '/openapi.json',
  llmsText: '/llms.txt',
  llmsFullText: '/llms-full.txt',
  apiCatalog: '/.well-known/api-catalog',
  aiCatalog: '/.well-known/ai-catalog.json',
  serverCard: '/.well-known/mcp/server-card.json',
  agentSkills: '/.well-known/agent-skills/index.json',
  sitemap: '/sitemap.xml',
  mcp: '/mcp',
  apiStatus: '/api/status',
} as const;

export const localeSitemapPath = (locale: Locale) => `/sitemap/${locale}.xml`;

export const skillPath = (skillName: string) => `/.well-known/agent-skills/${skillName}/SKILL.md`;

/**
 * The server card's place beside the MCP endpoint, `<streamable-http-url>/server-card`, the one the
 * server-card draft reserves and recommends (the AI Catalog points there); the contract's
 * `/.well-known/mcp/server-card.json` serves the same bytes.
 */
export const serverCardBesideMcp = `${DISCOVERY_PATHS.mcp}/server-card`;
