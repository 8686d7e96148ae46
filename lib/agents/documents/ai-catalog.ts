import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { pageUrl } from '@/lib/site/site-pages';
import { API_TITLE, brandDomain, serverNameOf } from '@/lib/agents/descriptions/api-identity';
import { DISCOVERY_PATHS, serverCardBesideMcp } from '@/lib/agents/descriptions/discovery-paths';
import { LINKSET_MEDIA_TYPE } from './api-catalog';
import { jsonDocument, MEDIA_TYPES, type DiscoveryDocument } from './document-response';

/**
 * /.well-known/ai-catalog.json: the AI Catalog (Agent-Card/ai-catalog, specVersion 1.0; docs/notes.md
 * "Discovery formats"), the entry point the MCP server-card draft names for discovery. It lists what
 * an agent can use here, each by its media type: the MCP server card, the API catalog and the agent
 * skills index. A level-2 ("discoverable") catalog: entries plus the host that runs it.
 */

const SPEC_VERSION = '1.0';

/** The type the AI Catalog's list of known types gives an agent-skills index (a JSON file of skill metadata). */
const AGENT_SKILLS_INDEX_TYPE = 'application/agent-skills+json';

/**
 * A `urn:air:{publisher}:{namespace}:{name}` identifier, the publisher being the brand's domain: the
 * form the catalog asks of a publisher that wants its identifiers kept by other catalogs.
 */
const airIdentifier = (namespace: string, name: string) => `urn:air:${brandDomain()}:${namespace}:${name}`;

export function aiCatalog(siteUrl: string) {
  return {
    specVersion: SPEC_VERSION,
    host: {
      displayName: SITE.companyName,
      identifier: brandDomain(),
      documentationUrl: pageUrl(siteUrl, DEFAULT_LOCALE, '/developers'),
    },
    entries: [
      // The card names, describes and versions itself: the entry repeats none of it (the catalog's rule).
      {
        identifier: airIdentifier('mcp', serverNameOf().split('/')[1]!),
        type: MEDIA_TYPES.serverCard,
        url: `${siteUrl}${serverCardBesideMcp}`,
      },
      // A linkset and an index carry no name of their own, so these entries give one.
      {
        identifier: airIdentifier('api', 'catalog'),
        displayName: `${API_TITLE} catalog`,
        description: 'The public endpoints (RFC 9727 linkset), each with its OpenAPI description, documentation and status.',
        type: LINKSET_MEDIA_TYPE,
        url: `${siteUrl}${DISCOVERY_PATHS.apiCatalog}`,
      },
      {
        identifier: airIdentifier('skills', 'index'),
        displayName: `${SITE.productName} agent skills`,
        description: 'One SKILL.md per request an agent can make for a person (agent-skills discovery 0.2.0).',
        type: AGENT_SKILLS_INDEX_TYPE,
        url: `${siteUrl}${DISCOVERY_PATHS.agentSkills}`,
      },
    ],
  };
}

export const aiCatalogFile = (siteUrl: string): DiscoveryDocument =>
  jsonDocument(aiCatalog(siteUrl), { contentType: MEDIA_TYPES.aiCatalog });
