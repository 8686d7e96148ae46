import { ERROR_CODE_LIST } from '@/lib/api/error-codes';
import { MAX_BODY_BYTES } from '@/lib/api/read-json-body';
import { english, MESSAGES } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { booksMeeting, operations, type RegisteredOperation } from '@/lib/operations/registry';
import { demoBookingReference } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { faqItems } from '@/lib/faq/faq';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { API_USAGE_NOTES, ONBOARDING_STEPS, SITE, type ApiUsageNote } from '@/lib/site/site-content';
import { postalAddressIn } from '@/lib/site/postal-address';
import { pageUrl, type PagePath } from '@/lib/site/site-pages';
import { MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { NOTES_IN_LLMS_TEXT } from './llms-text';
import { openApiDocument } from './openapi-document';
import { API_VERSION } from '@/lib/agents/descriptions/api-identity';
import { answerReferenceLines } from '@/lib/agents/descriptions/answer-reference';
import { DISCOVERY_PATHS, skillPath } from '@/lib/agents/descriptions/discovery-paths';
import {
  curlExample,
  errorLines,
  exampleAnswer,
  fieldReferenceLines,
  mcpToolNote,
  usageNoteTexts,
  whatTheOperationsDo,
} from '@/lib/agents/descriptions/operation-text';

/**
 * /llms-full.txt: the reference beside /llms.txt, which an agent reads first and which has all an
 * errand needs; this text adds, and repeats no sentence of it (tests/unit/llms-documents.test.ts):
 * the product (sports, features, onboarding, FAQ, contact), every field of each request with a full
 * example and its answer, the free-time list's answer, every member of the answers (from the
 * schemas /openapi.json gives) and every error code, and the limits llms.txt leaves out. Generated
 * from the registry, the error table, the English messages, the feature cards
 * (content/feature-cards/) and content/site.json.
 */

/** The operations whose answers the reference describes: the registry's, and the free-time list. */
const ANSWERING = [...operations.map((operation) => operation.id), DEMO_SLOTS.id];

export function llmsFullText(siteUrl: string): string {
  const features = featureCardItems('en', FEATURE_CARDS).map((card) => `- **${card.title}**: ${card.text}`);
  const featureValues = Object.entries(MESSAGES.en.values.features).map(([value, label]) => `${label} (\`${value}\`)`);
  const sports = Object.entries(MESSAGES.en.values.sports).map(([value, label]) => `${label} (\`${value}\`)`);
  return [
    `# ${SITE.productName}`,
    '',
    `The reference beside ${siteUrl}${DISCOVERY_PATHS.llmsText}, which says how to send each request, the rules and limits it meets, and how to book a demo time: read that first. This adds the product and the details of the public lead API (version ${API_VERSION}).`,
    '',
    '## What the platform does',
    '',
    english('product.tagline'),
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
    `Every body is one JSON object of at most ${MAX_BODY_BYTES} bytes. Strings are trimmed; a member that is null, or empty after trimming, counts as absent; members an endpoint does not know are refused.`,
    '',
    ...operations.flatMap((operation) => operationSection(siteUrl, operation)),
    '## Answers',
    '',
    `Every member of each answer, as the schemas of ${siteUrl}${DISCOVERY_PATHS.openApi} give it (its components of the same names); a member inside another (\`meeting.start\`) comes only with it.`,
    '',
    ...answerReferenceLines(openApiDocument(siteUrl), ANSWERING),
    '### Error codes',
    '',
    ...errorLines(ERROR_CODE_LIST),
    '',
    '## Other limits',
    '',
    ...usageNoteTexts(undefined, OTHER_NOTES).map((note) => `- ${note}`),
    '',
    '## More for agents',
    '',
    `- Remote MCP server: ${siteUrl}${DISCOVERY_PATHS.mcp} (streamable HTTP; tools named by operationId, and \`${DEMO_SLOTS.id}\`)`,
    ...operations.map((operation) => `- Agent skill \`${operation.skillName}\`: ${siteUrl}${skillPath(operation.skillName)}`),
    `- Pages in ${LOCALES.join(', ')}: ${pageUrl(siteUrl, DEFAULT_LOCALE, '')} and the same paths under each language`,
    '',
  ].join('\n');
}

/** The usage notes llms.txt leaves out (the outbound ceiling where it is on, the input limits). */
const OTHER_NOTES: ReadonlySet<ApiUsageNote> = new Set(API_USAGE_NOTES.filter((note) => !NOTES_IN_LLMS_TEXT.has(note)));

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

/** An operation's endpoint, tool and form, every field, a full example and its answer; the demo's booking reference. */
function operationSection(siteUrl: string, operation: RegisteredOperation): string[] {
  return [
    `### ${operationTitle(operation)}`,
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
    ...(booksMeeting(operation) ? [`#### ${english('scheduling.agents.title')}`, '', ...demoBookingReference(siteUrl, operation), ''] : []),
  ];
}

export const llmsFullTextFile = (siteUrl: string): DiscoveryDocument => ({ body: llmsFullText(siteUrl), contentType: MEDIA_TYPES.text });
