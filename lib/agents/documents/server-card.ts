import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { formToolName } from '@/lib/agents/webmcp/form-tool';
import { formFieldsOf } from '@/lib/operations/form-fields';
import { slotsToolDefinition, toolDefinition } from '@/lib/agents/webmcp/tool-definitions';
import { pageUrl, type PagePath } from '@/lib/site/site-pages';
import { jsonDocument, MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { API_TITLE, API_VERSION, brandNamespace, serverNameOf } from '@/lib/agents/descriptions/api-identity';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { requestSchemaName } from '@/lib/agents/descriptions/json-schemas';
import { capabilitiesLine } from '@/lib/agents/descriptions/operation-text';
import { MCP_CAPABILITIES, MODERN_MCP_REVISION } from '@/lib/agents/mcp/mcp-identity';

/**
 * The MCP server card (SEP-2127, modelcontextprotocol/experimental-ext-server-card), served as
 * `application/mcp-server-card+json` at `/mcp/server-card` (the draft's reserved place) and at
 * the contract's /.well-known/mcp/server-card.json: what a client needs before it connects, identity
 * and the remote endpoint, each value the one /mcp itself reports. A card lists no tools (tools/list
 * does), so it restates no schema; the in-browser WebMCP tools, which no MCP connection lists, are
 * described under a namespaced `_meta` key, their input schemas by reference to /openapi.json.
 * The legacy `serverInfo`, `transport` and `capabilities` stay for older scanners: small, and
 * equal to what initialize answers.
 */

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/**
 * The protocol versions /mcp serves: the 2026-07-28 revision, which its server/discover names, and
 * through the SDK's stateless fallback every 2025-era version its initialize accepts.
 */
const MCP_PROTOCOL_VERSIONS = [MODERN_MCP_REVISION, ...SUPPORTED_PROTOCOL_VERSIONS];

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

    // The legacy shape (SEP-1649), for scanners that have not moved to the current draft.
    serverInfo: { name, title: API_TITLE, version: API_VERSION },
    transport: { type: 'streamable-http', endpoint: DISCOVERY_PATHS.mcp, url: mcpUrl },
    capabilities: MCP_CAPABILITIES,
  };
}

/**
 * The tools the site's pages register in the browser (docs/decisions.md "WebMCP tools"): one imperative tool per
 * operation on every page, and one declarative form tool on the operation's form page, which
 * never submits by itself so that the person confirms what an agent filled in; and on every page
 * the read-only list of free demo times. An imperative tool's input is its request body in
 * /openapi.json; a form tool's, the form's fields.
 */
function webMcpTools(siteUrl: string) {
  const requestBody = (slug: string) => ({
    $ref: `${siteUrl}${DISCOVERY_PATHS.openApi}#/components/schemas/${requestSchemaName({ slug })}`,
  });
  return {
    api: ['document.modelContext', 'navigator.modelContext'],
    tools: [
      ...operations.flatMap((operation) => {
        const tool = toolDefinition(operation);
        return [
          {
            name: tool.name,
            kind: 'imperative',
            title: tool.title,
            description: tool.description,
            inputSchema: requestBody(operation.slug),
            annotations: { consequentialHint: true },
            registeredOn: 'every page',
          },
          // The same operation as its form page's tool, filled by the agent and sent by the person: its
          // input is the form's fields, without what the page fills itself (locale, a meeting time).
          {
            name: formToolName(operation),
            kind: 'declarative',
            title: tool.title,
            fields: formFieldsOf(operation).map((field) => field.name),
            page: pageUrl(siteUrl, DEFAULT_LOCALE, `/${operation.slug}` as PagePath),
            autosubmit: false,
          },
        ];
      }),
      slotsTool(),
    ],
  };
}

/** The free demo starts: read-only, so the page registers it without a confirmation. Its input is two query parameters. */
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

export const serverCardFile = (siteUrl: string): DiscoveryDocument =>
  jsonDocument(serverCard(siteUrl), { contentType: MEDIA_TYPES.serverCard });
