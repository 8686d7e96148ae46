/**
 * What /mcp says about itself, shared by the endpoint and the server card so that the card cannot
 * state other values than the server reports (the server-card draft's "Consistency with Runtime
 * Behavior").
 */

/**
 * The modern protocol revision the SDK serves and names in server/discover's `supportedVersions`
 * (the SDK keeps its own list internal; tests/api/discovery-documents.test.ts compares the two).
 */
export const MODERN_MCP_REVISION = '2026-07-28';

/** The capabilities the server declares: tools, whose list never changes while it runs. */
export const MCP_CAPABILITIES = { tools: { listChanged: false } };
