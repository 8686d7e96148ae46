import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { mcpToolDefinitions } from '@/lib/agents/mcp/mcp-tools';
import { operations } from '@/lib/operations/registry';
import { formToolDescription, formToolName } from '@/lib/agents/webmcp/form-tool';
import { slotsToolDefinition, toolDefinition } from '@/lib/agents/webmcp/tool-definitions';
import { pageUrl, type PagePath } from '@/lib/site/site-pages';
import { jsonDocument, type DiscoveryDocument } from './document-response';
import { API_TITLE, API_VERSION, brandNamespace, serverNameOf } from '@/lib/agents/descriptions/api-identity';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { capabilitiesLine } from '@/lib/agents/descriptions/operation-text';

/**
 * The MCP server card (SEP-2127), at /.well-known/mcp/server-card.json and at /mcp/server-card:
 * identity and the remote endpoint as the current schema has them, plus the legacy fields older
 * scanners read (`serverInfo`, `transport`, `capabilities`, `tools`). Cards describe no tools by
 * design, so the in-browser WebMCP tools are described under a namespaced `_meta` key.
 */

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/**
 * The protocol versions /mcp serves: the 2026-07-28 revision, which its server/discover names, and
 * through the SDK's stateless fallback every 2025-era version the SDK knows.
 */
const MCP_PROTOCOL_VERSIONS = ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS];

export function serverCard(siteUrl: string) {
  const mcpUrl = `${siteUrl}${DISCOVERY_PATHS.mcp}`;
  const name = serverNameOf();
  return {
    $schema: SERVER_CARD_SCHEMA,
    name,
    version: API_VERSION,
    title: API_TITLE,
    description: capabilitiesLine(),
    websiteUrl: pageUrl(siteUrl, DEFAULT_LOCALE, '/developers'),
    icons: [{ src: `${siteUrl}/icon.svg`, mimeType: 'image/svg+xml', sizes: ['any'] }],
    remotes: [{ type: 'streamable-http', url: mcpUrl, supportedProtocolVersions: MCP_PROTOCOL_VERSIONS }],
    _meta: { [`${brandNamespace()}/webmcp`]: webMcpTools(siteUrl) },

    // The legacy shape (SEP-1649), for scanners that have not moved to the current schema.
    serverInfo: { name, title: API_TITLE, version: API_VERSION },
    protocolVersion: LATEST_PROTOCOL_VERSION,
    transport: { type: 'streamable-http', endpoint: DISCOVERY_PATHS.mcp, url: mcpUrl },
    capabilities: { tools: { listChanged: false } },
    tools: mcpToolDefinitions(),
  };
}

/**
 * The tools the site's pages register in the browser (docs/decisions.md "WebMCP tools"): one imperative tool per
 * operation on every page, and one declarative form tool on the operation's form page, which
 * never submits by itself so that the person confirms what an agent filled in; and on every page
 * the read-only list of free demo times.
 */
function webMcpTools(siteUrl: string) {
  return {
    api: ['document.modelContext', 'navigator.modelContext'],
    tools: [...operationTools(siteUrl), slotsTool()],
  };
}

/** The free demo starts: read-only, so the page registers it without a confirmation. */
function slotsTool() {
  const tool = slotsToolDefinition();
  return {
    name: tool.name,
    kind: 'imperative',
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    annotations: { readOnlyHint: true },
    registeredOn: 'every page',
  };
}

function operationTools(siteUrl: string) {
  return operations.flatMap((operation) => {
    const tool = toolDefinition(operation);
    return [
      {
        name: tool.name,
        kind: 'imperative',
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: { consequentialHint: true },
        registeredOn: 'every page',
      },
      {
        name: formToolName(operation),
        kind: 'declarative',
        title: tool.title,
        description: formToolDescription(operation),
        page: pageUrl(siteUrl, DEFAULT_LOCALE, `/${operation.slug}` as PagePath),
        autosubmit: false,
      },
    ];
  });
}

export const serverCardFile = (siteUrl: string): DiscoveryDocument => jsonDocument(serverCard(siteUrl));
