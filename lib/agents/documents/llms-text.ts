import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { booksMeeting, operations, type RegisteredOperation } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { PAGE_PATHS, pageUrl, type PagePath } from '@/lib/site/site-pages';
import { MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { DISCOVERY_DOCUMENTS } from '@/lib/agents/descriptions/discovery-documents';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { english } from '@/lib/i18n/messages';
import { operationDescription, operationTitle } from '@/lib/i18n/operation-copy';
import { CONFIRM_FIRST, effectsOf, idempotencyNote, ourTerms, usageNoteTexts } from '@/lib/agents/descriptions/operation-text';
import { estimateSentences } from '@/lib/agents/descriptions/estimate-text';
import {
  bookedMeetingNote,
  CONFIRM_TIME_FIRST,
  demoBookingSteps,
  EXAMPLE_MEETING,
  meetingRequestExample,
  partOfDayText,
  SHIPPED_RULES,
  slotsCopyValues,
  slotsParameterDescription,
} from '@/lib/agents/descriptions/demo-booking-text';
import { bookingRulesText } from '@/lib/agents/descriptions/booking-rules-text';
import { answerShape } from '@/lib/agents/descriptions/answer-shape';
import { optionalFieldsLine, requiredFieldsLine, smallestExample } from '@/lib/agents/descriptions/request-summary';
import type { UsageSettings } from '@/lib/agents/descriptions/usage-notes';
import { errorResponseSchema, successResponseSchema } from '@/lib/api/response-schemas';
import type { BookingRules } from '@/lib/scheduling/booking-rules';
import { DEMO_SLOTS, SLOTS_PARAMETERS } from '@/lib/scheduling/slot-list';
import { env, type Env } from '@/lib/settings/env';
import type { ApiUsageNote } from '@/lib/site/site-content';

/**
 * /llms.txt (llmstxt.org): one H1, a `>` summary, free text, then H2 sections of
 * `- [name](url): notes` lines, the last one `Optional`. Everything an agent needs to do a person's
 * errand, on its own: the rule (said once), how to send and read the answer, the limits a person's
 * requests meet, per operation its required fields with their allowed values and one body that
 * works, and how to book a demo time the person chooses; each other document in one line saying what
 * it adds (llms-full.txt adds the reference and repeats none of this). Generated from the registry,
 * the site's pages, its copy, and the settings and booking rules the server enforces.
 */

const link = (title: string, url: string, notes?: string) => `- [${title}](${url})${notes ? `: ${notes}` : ''}`;

const product = { product: SITE.productName };

/** The title of a page in English: the operation's for a form page. */
function pageTitle(path: PagePath): string {
  const operation = operations.find((candidate) => `/${candidate.slug}` === path);
  if (operation) return operationTitle(operation);
  const others: Record<string, string> = {
    '': english('site.metaTitle', product),
    '/pricing': english('pricing.metaTitle'),
    '/faq': english('faq.metaTitle'),
    '/developers': english('developers.metaTitle'),
    '/privacy': 'Privacy policy',
    '/legal': english('legal.notice.metaTitle'),
    '/terms': english('legal.terms.metaTitle'),
  };
  return others[path] ?? path;
}

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

/** The usage notes in how to send (the idempotency note is idempotencyNote's). */
const RETRY_NOTES: ReadonlySet<ApiUsageNote> = new Set(['window']);
/** The limits a person's requests meet, before the operations. */
const LIMIT_NOTES: ReadonlySet<ApiUsageNote> = new Set(['rateLimit', 'mailboxCaps', 'clientShare']);

/**
 * The usage notes llms.txt states: retries in how to send, the limits before the operations, and
 * the language beside each operation (languageLine). llms-full.txt states the others.
 */
export const NOTES_IN_LLMS_TEXT: ReadonlySet<ApiUsageNote> = new Set<ApiUsageNote>([
  'idempotency',
  ...RETRY_NOTES,
  ...LIMIT_NOTES,
  'language',
]);

/** The settings whose limits and rules llms.txt states: this server's. */
export type LlmsTextSettings = UsageSettings & Pick<Env, 'TEAM_TIMEZONE' | 'BOOKINGS_PER_CLIENT'>;

export function llmsText(siteUrl: string, settings: LlmsTextSettings = env(), rules: BookingRules = SHIPPED_RULES): string {
  const url = (path: string) => `${siteUrl}${path}`;
  const developers = pageUrl(siteUrl, DEFAULT_LOCALE, '/developers');
  return [
    `# ${SITE.productName}`,
    '',
    `> ${english('product.intro', product)}`,
    '',
    english('developers.intro', product),
    '',
    `**${CONFIRM_FIRST}**`,
    '',
    ourTerms(),
    '',
    `How to send any of them: \`POST\` one JSON object with \`Content-Type: application/json\`. ${idempotencyNote()} ${usageNoteTexts(settings, RETRY_NOTES).join(' ')} A success is HTTP 200 ${answerShape(successResponseSchema)}: tell the person the message and the reference. An error is ${answerShape(errorResponseSchema)}: the message names the fields at fault and the hint says how to fix them; correct them with the person and send again.`,
    '',
    'Limits (an accepted request is one email to the address it names; a demo booked with its request too, its booking email being the confirmation):',
    '',
    ...usageNoteTexts(settings, LIMIT_NOTES).map((note) => `- ${note}`),
    '',
    ...operations.flatMap((operation) => operationLines(siteUrl, operation, { settings, rules })),
    '## Documents',
    '',
    ...DISCOVERY_DOCUMENTS.filter((document) => document.path !== DISCOVERY_PATHS.sitemap).map((document) =>
      link(document.title, url(document.path), `Adds ${document.adds}.`),
    ),
    link(
      pageTitle('/developers'),
      developers,
      `Adds the same for people, in ${LOCALES.length} languages, each error code in its own section (the \`docs\` link of an error).`,
    ),
    '',
    '## Pages',
    '',
    // The developers page is under Documents.
    ...PAGE_PATHS.filter((path) => path !== '/developers').map((path) => link(pageTitle(path), pageUrl(siteUrl, DEFAULT_LOCALE, path))),
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

interface Facts {
  settings: LlmsTextSettings;
  rules: BookingRules;
}

/** One operation: what it is and does, its fields, the smallest body that works; and for the demo, its meeting. */
function operationLines(siteUrl: string, operation: RegisteredOperation, facts: Facts): string[] {
  return [
    `**${operationTitle(operation)}**: \`POST ${siteUrl}${operation.path}\` (MCP tool \`${operation.id}\`). ${operationDescription(operation)} ${effectsOf(operation)}`,
    '',
    `- ${requiredFieldsLine(operation)}`,
    `- ${optionalFieldsLine(operation)}`,
    `- ${languageLine(operation)}`,
    `- Example: \`${JSON.stringify(smallestExample(operation))}\``,
    ...estimateLines(operation),
    '',
    ...(booksMeeting(operation) ? meetingLines(siteUrl, operation, facts) : []),
  ];
}

/** For a priced operation: the answer's `estimate`, and what to tell the person. */
function estimateLines(operation: RegisteredOperation): string[] {
  const sentences = estimateSentences(operation);
  return sentences.length ? [`- Answer: ${sentences.join(' ')}`] : [];
}

const localeList = LOCALES.map((locale) => `\`${locale}\``).join(', ');

/**
 * Which language the answer's message and the emails are in: the body's `locale` where the request
 * has one, else the Accept-Language header (the only way for a request without the field), else English.
 */
function languageLine(operation: Pick<RegisteredOperation, 'hasLocaleField'>): string {
  const header = `the request's Accept-Language header (${localeList})`;
  return operation.hasLocaleField
    ? `Language of the answer and the emails: the \`locale\` field, else ${header}, else English.`
    : `Language of the answer and the emails: this request has no \`locale\` field, so send ${header}; without it, English.`;
}

/**
 * Booking the meeting with the demo request: the steps, the rule on the time (in bold, once), the
 * team's booking rules, the list's parameters, how to find a part of a day, the meeting, a body with it.
 */
function meetingLines(siteUrl: string, operation: RegisteredOperation, { settings, rules }: Facts): string[] {
  const withMeeting = meetingRequestExample({ example: smallestExample(operation) });
  const values = slotsCopyValues(rules);
  const facts = { rules, teamTimeZone: settings.TEAM_TIMEZONE, bookingsPerClient: settings.BOOKINGS_PER_CLIENT };
  return [
    `${english('scheduling.agents.intro')} The list is also the MCP tool \`${DEMO_SLOTS.id}\`:`,
    '',
    ...demoBookingSteps(values).map((text, index) => `${index + 1}. ${text.replace(DEMO_SLOTS.path, `${siteUrl}${DEMO_SLOTS.path}`)}`),
    '',
    `**${CONFIRM_TIME_FIRST}**`,
    '',
    `- Booking rules. ${bookingRulesText(facts)}`,
    ...SLOTS_PARAMETERS.map((name) => `- \`${name}\` (a parameter of the list). ${slotsParameterDescription(name, values)}`),
    `- ${partOfDayText(values)}`,
    `- ${bookedMeetingNote(values)}`,
    `- Example with the meeting (the person chose ${EXAMPLE_MEETING.start}): \`${JSON.stringify(withMeeting)}\``,
    '',
  ];
}

export const llmsTextFile = (siteUrl: string): DiscoveryDocument => ({ body: llmsText(siteUrl), contentType: MEDIA_TYPES.text });
