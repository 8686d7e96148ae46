/**
 * Where an agent that lands on any page finds the machine-readable descriptions (issue 5): sent
 * as `<link>` elements in every page's head and as a `Link` header by the proxy.
 */
export const DISCOVERY_LINKS = [
  { rel: 'api-catalog', href: '/.well-known/api-catalog', type: 'application/linkset+json' },
  { rel: 'service-desc', href: '/openapi.json', type: 'application/vnd.oai.openapi+json' },
  { rel: 'describedby', href: '/llms.txt', type: 'text/plain' },
] as const;

/** The same links as one `Link` header value (RFC 8288). */
export const DISCOVERY_LINK_HEADER = DISCOVERY_LINKS.map(
  (link) => `<${link.href}>; rel="${link.rel}"; type="${link.type}"`,
).join(', ');

/** Every document an agent can read, and the remote MCP endpoint; the developers page lists them. */
export const DISCOVERY_DOCUMENTS = [
  { id: 'openapi', path: '/openapi.json' },
  { id: 'llms', path: '/llms.txt' },
  { id: 'llmsFull', path: '/llms-full.txt' },
  { id: 'apiCatalog', path: '/.well-known/api-catalog' },
  { id: 'serverCard', path: '/.well-known/mcp/server-card.json' },
  { id: 'agentSkills', path: '/.well-known/agent-skills/index.json' },
  { id: 'sitemap', path: '/sitemap.xml' },
  { id: 'mcp', path: '/mcp' },
] as const;
