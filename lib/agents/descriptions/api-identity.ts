import { SITE } from '@/lib/site/site-content';

/** The version of the public interface the documents describe (docs/api.md "Versioning"). */
export const API_VERSION = '1.0.0';

export const API_TITLE = `${SITE.productName} lead API`;

/**
 * The brand's domain reversed (`courtside.example` → `example.courtside`): the namespace of the
 * MCP server's name and of the server card's `_meta` key. It comes from content/site.json, so it
 * names the brand wherever the site runs (a test server's IP address would make a poor namespace).
 */
export function brandNamespace(): string {
  return brandDomain().split('.').reverse().join('.');
}

/** The brand's domain (`courtside.example`): the publisher of the AI Catalog's `urn:air` identifiers. */
export function brandDomain(): string {
  return new URL(SITE.websiteUrl).hostname;
}

/** The MCP server's name: reverse-DNS with exactly one slash, as the server card's `name` must be. */
export function serverNameOf(): string {
  return `${brandNamespace()}/leads`;
}
