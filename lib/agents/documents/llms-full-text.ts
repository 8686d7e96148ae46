import { ERROR_CODE_LIST } from '@/lib/api/error-codes';
import { MAX_BODY_BYTES } from '@/lib/api/read-json-body';
import { english, MESSAGES } from '@/lib/i18n/messages';
import { operationDescription, operationTitle } from '@/lib/i18n/operation-copy';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { booksMeeting, operations, type RegisteredOperation } from '@/lib/operations/registry';
import { demoBookingMarkdown } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { faqItems } from '@/lib/faq/faq';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { CLIENT_FLOW_STEPS, ONBOARDING_STEPS, SITE } from '@/lib/site/site-content';
import { postalAddressIn } from '@/lib/site/postal-address';
import { pageUrl, type PagePath } from '@/lib/site/site-pages';
import { MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { API_VERSION } from '@/lib/agents/descriptions/api-identity';
import { DISCOVERY_DOCUMENTS } from '@/lib/agents/descriptions/discovery-documents';
import { DISCOVERY_PATHS, skillPath } from '@/lib/agents/descriptions/discovery-paths';
import {
  curlExample,
  effectsOf,
  errorLines,
  exampleAnswer,
  fieldReferenceLines,
  mcpToolNote,
  ourTerms,
  usageNoteTexts,
  whatTheOperationsDo,
} from '@/lib/agents/descriptions/operation-text';
import { estimateOperationIds, estimateSentences } from '@/lib/agents/descriptions/estimate-text';

/**
 * /llms-full.txt: the whole product and API reference in one text, for a model to read at once:
 * what the platform does, sports and features, how to make each request of the registry,
 * every endpoint with its fields, examples and errors, and the client flow. Generated from the
 * registry, the error table, the English messages, the feature cards (content/feature-cards/) and
 * content/site.json.
 */

const product = { product: SITE.productName };

export function llmsFullText(siteUrl: string): string {
  const features = featureCardItems('en', FEATURE_CARDS).map((card) => `- **${card.title}**: ${card.text}`);
  const featureValues = Object.entries(MESSAGES.en.values.features).map(([value, label]) => `${label} (\`${value}\`)`);
  const sports = Object.entries(MESSAGES.en.values.sports).map(([value, label]) => `${label} (\`${value}\`)`);
  return [
    `# ${SITE.productName}`,
    '',
    `> ${english('product.intro', product)}`,
    '',
    `${english('product.tagline')} This reference covers the product and the public lead API (version ${API_VERSION}).`,
    '',
    '## What the platform does',
    '',
    english('product.intro', product),
    '',
    `### ${english('product.sportsTitle')}`,
    '',
    english('product.sportsText'),
    '',
    `Sports: ${sports.join(', ')}.`,
    '',
    `### ${english('product.featuresTitle')}`,
    '',
    ...features,
    '',
    `Features a request may name (\`features\`): ${featureValues.join(', ')}.`,
    '',
    `### ${english('product.whiteLabelTitle')}`,
    '',
    english('product.whiteLabelText'),
    '',
    `### ${english('product.onboardingTitle')}`,
    '',
    ...ONBOARDING_STEPS.map((step, index) => `${index + 1}. ${english(`product.onboarding.${step}`)}`),
    '',
    ...faqSection(siteUrl),
    '## Contact',
    '',
    `- Company: ${SITE.companyName}`,
    `- Email: ${SITE.publicEmail}`,
    `- Phone: ${SITE.publicPhone}`,
    `- Address: ${postalAddressIn('en')}`,
    `- Website: ${siteUrl}`,
    '',
    `## How to ${whatTheOperationsDo()}`,
    '',
    english('developers.intro', product),
    '',
    ourTerms(),
    '',
    ...CLIENT_FLOW_STEPS.map((step, index) => {
      const text = english(`developers.flow.${step}`);
      return `${index + 1}. ${step === 'confirm' ? `**${text}**` : text}`;
    }),
    '',
    `No API key or sign-up is needed. Every body is one JSON object of at most ${MAX_BODY_BYTES} bytes. Strings are trimmed; a member that is null, or empty after trimming, counts as absent; members an endpoint does not know are refused.`,
    '',
    ...operations.flatMap((operation) => operationSection(siteUrl, operation)),
    '## Answers',
    '',
    'A success is HTTP 200 with `{ "success": true, "message": "…", "reference": "Q-7K2M9XQD" }`: the message says, in the language of the request, what happens next; the reference (one letter for the operation, a dash, 8 characters) identifies the request when the person writes to the team.',
    '',
    'A demo request sent with `preferredStart` that booked its meeting also carries `meeting`: `{ "start", "end", "timeZone" }`, the booked start and end in UTC and the zone its message names the time in.',
    '',
    ...estimateParagraph(),
    'An error is `{ "error": { "code", "message", "hint", "docs", "issues"?, "alternatives"? } }`: `message` names the fields at fault, `hint` says how to fix the request, `docs` links the code\'s section of the developers page, `issues` lists each field\'s problem in machine terms (`field`, `problem`, and `allowed`, `minimum` or `maximum` where they apply), and `alternatives` (with `SLOT_UNAVAILABLE`) the next free meeting starts. The codes:',
    '',
    ...errorLines(ERROR_CODE_LIST),
    '',
    '### Retries, limits and language',
    '',
    ...usageNoteTexts().map((note) => `- ${note}`),
    '',
    '## Discovery documents',
    '',
    ...DISCOVERY_DOCUMENTS.map((document) => `- ${document.title}: ${siteUrl}${document.path} (${document.adds})`),
    `- Remote MCP server: ${siteUrl}${DISCOVERY_PATHS.mcp} (streamable HTTP; tools named by operationId, and \`${DEMO_SLOTS.id}\`)`,
    ...operations.map((operation) => `- Agent skill \`${operation.skillName}\`: ${siteUrl}${skillPath(operation.skillName)}`),
    `- Pages in ${LOCALES.join(', ')}: ${pageUrl(siteUrl, DEFAULT_LOCALE, '')} and the same paths under each language`,
    '',
  ].join('\n');
}

/** The FAQ page's questions and answers in English, in its order (content/faq/). */
function faqSection(siteUrl: string): string[] {
  return [
    `## FAQ (${pageUrl(siteUrl, DEFAULT_LOCALE, '/faq')})`,
    '',
    ...faqItems('en').flatMap((item) => [
      `### ${item.question}`,
      '',
      ...item.paragraphs.flatMap((paragraph) => [paragraph, '']),
      ...(item.link ? [`See ${pageUrl(siteUrl, DEFAULT_LOCALE, item.link)}`, ''] : []),
    ]),
  ];
}

function operationSection(siteUrl: string, operation: RegisteredOperation): string[] {
  return [
    `### ${operationTitle(operation)}`,
    '',
    [operationDescription(operation), effectsOf(operation), ...estimateSentences(operation)].join(' '),
    '',
    `- Endpoint: \`POST ${siteUrl}${operation.path}\` (operationId \`${operation.id}\`)`,
    `- ${mcpToolNote(siteUrl, operation)}`,
    `- The form for people: ${pageUrl(siteUrl, DEFAULT_LOCALE, `/${operation.slug}` as PagePath)}`,
    '',
    'Fields:',
    '',
    ...fieldReferenceLines(operation),
    '',
    'Example:',
    '',
    '```bash',
    curlExample(siteUrl, operation),
    '```',
    '',
    `Answer: \`${JSON.stringify(exampleAnswer(operation))}\``,
    '',
    ...(booksMeeting(operation) ? [`#### ${english('scheduling.agents.title')}`, '', ...demoBookingMarkdown(siteUrl, operation), ''] : []),
  ];
}

/** The answers' `estimate`, for the operations that send a quotation (none without such an operation). */
function estimateParagraph(): string[] {
  const ids = estimateOperationIds();
  if (!ids.length) return [];
  return [
    `The answer of ${ids.map((id) => `\`${id}\``).join(', ')} may also carry \`estimate\` (when prices are on): \`{ "currency", "monthly", "setUp", "firstYear", "yearlyTermDiscountPercent", "validUntil", "from", "assumptions" }\`, the indicative quotation calculated from the price list when the request was accepted. The amounts are exact decimal strings in the currency's major unit (\`"326.00"\`, never a float); \`validUntil\` is a date (YYYY-MM-DD); \`from\` is true when an answer was missing or a band, and \`assumptions\` lists each one (\`field\`, \`assumed\`, and \`text\` in the request's language). It gives the price at once: tell the person, say it is indicative, and that the quotation PDF arrives by email with the confirmation. A retry answers the same estimate.`,
    '',
  ];
}

export const llmsFullTextFile = (siteUrl: string): DiscoveryDocument => ({ body: llmsFullText(siteUrl), contentType: MEDIA_TYPES.text });
