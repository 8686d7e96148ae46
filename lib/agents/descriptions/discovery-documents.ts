import { DISCOVERY_PATHS } from './discovery-paths';

/**
 * The documents an agent may read besides llms.txt, each with its link title and what it adds to
 * llms.txt (which alone is enough for a person's errand): listed by llms.txt's "Documents" section.
 * English, like every document for agents; the developers page names the same documents in each
 * language (`developers.discovery`).
 */
const DOCUMENTS = {
  openApi: {
    title: 'OpenAPI description',
    adds: 'every endpoint as OpenAPI 3.1: each field with its description and limits as JSON Schema, every status and error code it answers with, example answers; for generating a client',
  },
  llmsFullText: {
    title: 'Full reference',
    adds: "the reference, repeating nothing of this text: the product (sports, features, onboarding) and its FAQ, every field explained, a full example of each request and its answer, every member of the answers, every error code, the limits on input and on all the site's mail, and the team's contact details",
  },
  aiCatalog: {
    title: 'AI Catalog',
    adds: 'where discovery starts (AI Catalog 1.0): the MCP server card, the API catalog and the agent skills, each by its media type',
  },
  apiCatalog: {
    title: 'API catalog',
    adds: 'the endpoints as an RFC 9727 linkset, each with its description, documentation and status link',
  },
  serverCard: {
    title: 'MCP server card',
    adds: `the remote MCP server at ${DISCOVERY_PATHS.mcp} (streamable HTTP; these requests as tools) and the tools the pages register in the browser (WebMCP)`,
  },
  agentSkills: {
    title: 'Agent skills',
    adds: 'one SKILL.md per request, with these steps, every field, a curl example and the errors, for agents that load skills',
  },
  sitemap: { title: 'Sitemap', adds: 'every page in every language' },
} as const satisfies Partial<Record<keyof typeof DISCOVERY_PATHS, { title: string; adds: string }>>;

export const DISCOVERY_DOCUMENTS = (Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[]).map((key) => ({
  key,
  path: DISCOVERY_PATHS[key],
  title: DOCUMENTS[key].title,
  /** What it adds, lower case, to follow a colon or stand in parentheses. */
  adds: DOCUMENTS[key].adds,
}));
