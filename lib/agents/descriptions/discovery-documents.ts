import { english } from '@/lib/i18n/messages';
import { DISCOVERY_PATHS } from './discovery-paths';

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
