import { operationTitle } from '@/lib/i18n/operation-copy';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { pageUrl } from '@/lib/site/site-pages';
import { jsonDocument, MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { SLOTS_TITLE } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';

/**
 * /.well-known/api-catalog (RFC 9727): a linkset with one context per API entry point, each
 * endpoint of the registry, the demo slot list and the remote MCP server, linking its machine-readable description,
 * its documentation and its status; and the site itself, linking its AI Catalog (`ai-catalog`, the
 * relation the AI Catalog draft registers). Every relation is an array, as RFC 9264 wants.
 */

export const LINKSET_MEDIA_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

export function apiCatalog(siteUrl: string) {
  const developers = pageUrl(siteUrl, DEFAULT_LOCALE, '/developers');
  const status = [{ href: `${siteUrl}${DISCOVERY_PATHS.apiStatus}`, type: 'application/json' }];
  return {
    linkset: [
      ...operations.map((operation) => ({
        anchor: `${siteUrl}${operation.path}`,
        'service-desc': [{ href: `${siteUrl}${DISCOVERY_PATHS.openApi}`, type: 'application/json', title: 'OpenAPI 3.1' }],
        'service-doc': [
          { href: `${developers}#${operation.id}`, type: 'text/html', title: operationTitle(operation) },
          { href: `${siteUrl}${DISCOVERY_PATHS.llmsFullText}`, type: 'text/plain', title: 'Full reference for language models' },
        ],
        status,
      })),
      {
        anchor: `${siteUrl}${DEMO_SLOTS.path}`,
        'service-desc': [{ href: `${siteUrl}${DISCOVERY_PATHS.openApi}`, type: 'application/json', title: 'OpenAPI 3.1' }],
        'service-doc': [
          { href: `${developers}#${DEMO_SLOTS.id}`, type: 'text/html', title: SLOTS_TITLE },
          { href: `${siteUrl}${DISCOVERY_PATHS.llmsFullText}`, type: 'text/plain', title: 'Full reference for language models' },
        ],
        status,
      },
      {
        anchor: `${siteUrl}${DISCOVERY_PATHS.mcp}`,
        'service-desc': [{ href: `${siteUrl}${DISCOVERY_PATHS.serverCard}`, type: MEDIA_TYPES.serverCard, title: 'MCP server card' }],
        'service-doc': [
          { href: `${siteUrl}${DISCOVERY_PATHS.llmsFullText}`, type: 'text/plain', title: 'Full reference for language models' },
        ],
        status,
      },
      {
        anchor: `${siteUrl}/`,
        'ai-catalog': [{ href: `${siteUrl}${DISCOVERY_PATHS.aiCatalog}`, type: MEDIA_TYPES.aiCatalog, title: 'AI Catalog' }],
      },
    ],
  };
}

export function apiCatalogFile(siteUrl: string): DiscoveryDocument {
  return jsonDocument(apiCatalog(siteUrl), {
    contentType: LINKSET_MEDIA_TYPE,
    // RFC 9727: a HEAD request alone discovers the catalog through this Link.
    headers: { Link: `<${siteUrl}${DISCOVERY_PATHS.apiCatalog}>; rel="api-catalog"` },
  });
}
