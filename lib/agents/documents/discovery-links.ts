// Relative, not `@/`: next.config.ts loads this file, and its loader knows no path aliases.
import { DISCOVERY_PATHS } from '../descriptions/discovery-paths';

/**
 * Where an agent that lands on any page finds the machine-readable descriptions: sent as `<link>`
 * elements in every page's head and as a `Link` header on every page (next.config.ts) and on the
 * redirect of a path without a language, `/` included, to its page (proxy.ts).
 */
export const DISCOVERY_LINKS = [
  { rel: 'api-catalog', href: DISCOVERY_PATHS.apiCatalog, type: 'application/linkset+json' },
  { rel: 'ai-catalog', href: DISCOVERY_PATHS.aiCatalog, type: 'application/ai-catalog+json' },
  { rel: 'service-desc', href: DISCOVERY_PATHS.openApi, type: 'application/json' },
  { rel: 'describedby', href: DISCOVERY_PATHS.llmsText, type: 'text/plain' },
] as const;

/** The same links as one `Link` header value (RFC 8288). */
export const DISCOVERY_LINK_HEADER = DISCOVERY_LINKS.map((link) => `<${link.href}>; rel="${link.rel}"; type="${link.type}"`).join(', ');

/** What the developers page lists for agents: every document and the remote MCP endpoint. */
export const PUBLISHED_FOR_AGENTS = (Object.keys(DISCOVERY_PATHS) as (keyof typeof DISCOVERY_PATHS)[]).filter((key) => key !== 'apiStatus');
