import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { PAGE_PATHS, pageUrl, type PagePath } from '@/lib/site/site-pages';
import { MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { DISCOVERY_DOCUMENTS } from '@/lib/agents/descriptions/discovery-documents';
import { DISCOVERY_PATHS, skillPath } from '@/lib/agents/descriptions/discovery-paths';
import { english } from '@/lib/i18n/messages';
import { operationDescription, operationTitle } from '@/lib/i18n/operation-copy';
import { CONFIRM_FIRST, operationSummary, ourTerms } from '@/lib/agents/descriptions/operation-text';
import { CONFIRM_TIME_FIRST, SLOTS_TITLE, slotsDescription } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';

/**
 * /llms.txt (llmstxt.org): one H1, a `>` summary, then H2 sections of `- [name](url): notes`
 * lines, the last one `Optional`. Generated from the registry, the site's pages and its copy.
 */

const link = (title: string, url: string, notes?: string) => `- [${title}](${url})${notes ? `: ${notes}` : ''}`;

/** The title of a page in English: the operation's for a form page. */
function pageTitle(path: PagePath): string {
  const operation = operations.find((candidate) => `/${candidate.slug}` === path);
  if (operation) return operationTitle(operation);
  const others: Record<string, string> = {
    '': english('site.metaTitle', { product: SITE.productName }),
    '/developers': english('developers.metaTitle'),
    '/privacy': 'Privacy policy',
  };
  return others[path] ?? path;
}

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

export function llmsText(siteUrl: string): string {
  const url = (path: string) => `${siteUrl}${path}`;
  return [
    `# ${SITE.productName}`,
    '',
    `> ${english('product.intro', { product: SITE.productName })}`,
    '',
    `${english('developers.intro', { product: SITE.productName })} ${CONFIRM_FIRST}`,
    '',
    `${english('scheduling.agents.intro')} ${CONFIRM_TIME_FIRST}`,
    '',
    ourTerms(),
    '',
    '## API',
    '',
    ...DISCOVERY_DOCUMENTS.filter((document) => document.path !== DISCOVERY_PATHS.sitemap).map((document) =>
      link(document.title, url(document.path), document.purpose),
    ),
    link(pageTitle('/developers'), pageUrl(siteUrl, DEFAULT_LOCALE, '/developers'), 'Endpoints, fields, examples and every error code'),
    '',
    '## Operations',
    '',
    ...operations.map((operation) =>
      link(
        operationTitle(operation),
        `${pageUrl(siteUrl, DEFAULT_LOCALE, '/developers')}#${operation.id}`,
        `\`POST ${url(operation.path)}\` (operationId and MCP tool \`${operation.id}\`). ${operationSummary(operation)}`,
      ),
    ),
    link(
      SLOTS_TITLE,
      `${pageUrl(siteUrl, DEFAULT_LOCALE, '/developers')}#${DEMO_SLOTS.id}`,
      `\`GET ${url(DEMO_SLOTS.path)}\` (operationId and MCP tool \`${DEMO_SLOTS.id}\`). ${slotsDescription()}`,
    ),
    '',
    '## Agent skills',
    '',
    ...operations.map((operation) => link(operation.skillName, url(skillPath(operation.skillName)), operationDescription(operation))),
    '',
    '## Pages',
    '',
    ...PAGE_PATHS.map((path) => link(pageTitle(path), pageUrl(siteUrl, DEFAULT_LOCALE, path))),
    '',
    '## Optional',
    '',
    link('Sitemap', url(DISCOVERY_PATHS.sitemap), `Every page in ${LOCALES.join(', ')}`),
    ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
      link(`${SITE.productName} in ${languageName.of(locale)}`, pageUrl(siteUrl, locale, '')),
    ),
    '',
  ].join('\n');
}

export const llmsTextFile = (siteUrl: string): DiscoveryDocument => ({ body: llmsText(siteUrl), contentType: MEDIA_TYPES.text });
