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

/** The documents an agent may start from, with the purpose docs/api.md "Discovery documents" gives each; listed by llms.txt. */
export const DISCOVERY_DOCUMENTS = [
  { path: DISCOVERY_PATHS.openApi, title: 'OpenAPI description', purpose: 'OpenAPI 3.1 description of the public endpoints' },
  { path: DISCOVERY_PATHS.llmsFullText, title: 'Full reference', purpose: 'Comprehensive product and API reference in one text' },
  { path: DISCOVERY_PATHS.apiCatalog, title: 'API catalog', purpose: 'Catalog of the public endpoints (RFC 9727 linkset)' },
  {
    path: DISCOVERY_PATHS.serverCard,
    title: 'MCP server card',
    purpose: `The remote MCP server at ${DISCOVERY_PATHS.mcp} and the in-browser tools exposed through document.modelContext`,
  },
  { path: DISCOVERY_PATHS.agentSkills, title: 'Agent skills', purpose: 'Manifest of agent skills for the API integrations' },
  { path: DISCOVERY_PATHS.sitemap, title: 'Sitemap', purpose: 'Sitemap index for all pages in every language' },
] as const;
