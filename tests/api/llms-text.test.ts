/**
 * /llms.txt and /llms-full.txt against a running production build, on each store: llms.txt follows
 * the llmstxt.org format (one H1, a `>` summary, H2 sections of link lines) and every link answers
 * 200; it is enough alone for a person's errand (the rule once, each operation's required fields with
 * their values and a body that the endpoint accepts, the limits, how to book a demo time) and says in
 * one line what each other document adds; llms-full.txt covers the product and every endpoint, field,
 * example, answer member and error, and repeats no sentence of llms.txt (tests/unit/llms-documents.test.ts
 * and tests/unit/llms-full-answers.test.ts check the builders themselves).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '@/lib/api/error-codes';
import { successResponseSchema } from '@/lib/api/response-schemas';
import { DISCOVERY_DOCUMENTS } from '@/lib/agents/descriptions/discovery-documents';
import { CONFIRM_FIRST } from '@/lib/agents/descriptions/operation-text';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { describeFields } from '@/lib/operations/describe-fields';
import { estimateSentences } from '@/lib/agents/descriptions/estimate-text';
import { estimateSchema } from '@/lib/quotation/estimate';
import { pricedOperation } from '../helpers/expected-estimate';
import { booksMeeting, operations } from '@/lib/operations/registry';
import { skillPath } from '@/lib/agents/descriptions/discovery-paths';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import bookingRulesJson from '@/content/scheduling.json';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '@/lib/store/leads';
import { FEATURES, SPORTS } from '@/lib/operations/value-sets';
import { SITE } from '@/lib/site/site-content';
import { english, translatorFor } from '@/lib/i18n/messages';
import { callApi } from '../helpers/client';
import { failingLinks, fetchDocument, SITE_URL } from '../helpers/documents';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { repeatedSentences } from '../helpers/text-repeats';

interface LlmsText {
  title: string;
  summary: string;
  sections: { name: string; links: { name: string; url: string; notes?: string }[] }[];
}

/** Parses llms.txt strictly by the llmstxt.org format; throws on the first line out of place. */
function parseLlmsText(text: string): LlmsText {
  const lines = text.split('\n');
  const title = /^# (\S.*)$/.exec(lines[0] ?? '')?.[1];
  if (!title) throw new Error(`The first line is not the one H1: ${lines[0]}`);
  if (lines[1] !== '') throw new Error('The H1 is not followed by a blank line');
  const summary = /^> (\S.*)$/.exec(lines[2] ?? '')?.[1];
  if (!summary) throw new Error(`The third line is not a "> " summary: ${lines[2]}`);

  const sections: LlmsText['sections'] = [];
  for (const [index, line] of lines.slice(3).entries()) {
    if (line.startsWith('# ')) throw new Error(`A second H1 on line ${index + 4}`);
    const heading = /^## (\S.*)$/.exec(line);
    if (heading) {
      sections.push({ name: heading[1]!, links: [] });
      continue;
    }
    if (!sections.length || line === '') continue; // free text is allowed before the first section
    const link = /^- \[([^\]]+)\]\(([^)\s]+)\)(?:: (.+))?$/.exec(line);
    if (!link) throw new Error(`Line ${index + 4} of section "${sections.at(-1)!.name}" is not a link line: ${line}`);
    sections.at(-1)!.links.push({ name: link[1]!, url: link[2]!, ...(link[3] ? { notes: link[3] } : {}) });
  }
  return { title, summary, sections };
}

describe('the llms.txt parser', () => {
  it('refuses what the format does not allow, so the checks below can fail', () => {
    expect(() => parseLlmsText('# A\n\n> b\n\n## C\n\nnot a link\n')).toThrow(/not a link line/);
    expect(() => parseLlmsText('# A\n\n> b\n\n# Again\n')).toThrow(/second H1/);
    expect(() => parseLlmsText('## A\n')).toThrow(/one H1/);
  });
});

/** The one sentence of a text that says something (a sentence ends with a full stop and a space or line end). */
function sentenceWith(text: string, words: string): string {
  const found = text.split(/(?<=\.)\s+/).filter((sentence) => sentence.includes(words));
  expect(found.length, words).toBeGreaterThan(0);
  return found[0]!;
}

/** How many times a sentence occurs in a text. */
const occurrences = (text: string, sentence: string) => text.split(sentence).length - 1;

/** The lines of llms.txt about one operation: from its bold title to the next blank line after its example. */
function operationBlock(text: string, title: string): string {
  const start = text.indexOf(`**${title}**: `);
  if (start === -1) throw new Error(`llms.txt has no block for ${title}`);
  return text.slice(start, text.indexOf('\n\n', text.indexOf('- Example: ', start)));
}

describe.each(STORES)('llms.txt and llms-full.txt on %s', (store) => {
  let server: TestServer;
  let text: string;
  let llms: LlmsText;
  let full: string;

  beforeAll(async () => {
    server = await startServer(store, { SITE_URL });
    text = (await fetchDocument(server.url, '/llms.txt')).text;
    llms = parseLlmsText(text);
    full = (await fetchDocument(server.url, '/llms-full.txt')).text;
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('llms.txt has one H1 naming the product, a summary, and sections of links ending with Optional', () => {
    expect(llms.title).toBe(SITE.productName);
    expect(llms.summary.length).toBeGreaterThan(20);
    expect(llms.sections.length).toBeGreaterThan(2);
    for (const section of llms.sections) expect(section.links.length, section.name).toBeGreaterThan(0);
    expect(llms.sections.at(-1)!.name).toBe('Optional');
  });

  it('llms.txt says the rule once, in bold: show the person what will be sent and wait for their confirmation', () => {
    expect(occurrences(text, CONFIRM_FIRST)).toBe(1);
    expect(text).toContain(`**${CONFIRM_FIRST}**`);
    // Before any operation: an agent reads it before it reads how to send.
    expect(text.indexOf(CONFIRM_FIRST)).toBeLessThan(text.indexOf('POST '));
    expect(occurrences(text, english('scheduling.agents.rule'))).toBe(1);
  });

  it('llms.txt says how to send: POST, the Idempotency-Key and how long it keeps its answer, and what the answer and an error are', () => {
    expect(text).toContain('`Content-Type: application/json`');
    expect(text).toMatch(new RegExp(`Idempotency-Key[^\n]*keeps its first answer for ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours`));
    expect(text).toContain('"reference"');
    expect(text).toContain('"hint"');
  });

  it.each(operations)(
    'llms.txt gives $id its endpoint, every required field with its allowed values, the optional ones, and one example',
    (operation) => {
      const block = operationBlock(text, operationTitle(operation));
      expect(block).toContain(`\`POST ${SITE_URL}${operation.path}\` (MCP tool \`${operation.id}\`)`);
      const required = /^- Required: (.*)$/m.exec(block)![1]!;
      const optional = /^- Optional: (.*)$/m.exec(block)![1]!;
      for (const field of describeFields(operation)) {
        expect(field.required ? required : optional).toContain(`\`${field.name}\``);
        if (field.required) for (const value of field.values ?? []) expect(required).toContain(`\`${value}\``);
      }
      const example = JSON.parse(/^- Example: `(.*)`$/m.exec(block)![1]!);
      expect(Object.keys(example).sort()).toEqual(
        describeFields(operation)
          .filter((field) => field.required)
          .map((field) => field.name)
          .sort(),
      );
    },
  );

  it("llms.txt's examples are accepted as they stand: an agent with llms.txt alone submits each operation", async () => {
    for (const operation of operations) {
      const example = JSON.parse(/^- Example: `(.*)`$/m.exec(operationBlock(text, operationTitle(operation)))![1]!);
      const answer = await callApi(server.url, operation.path, { body: example, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      expect(answer.status, `${operation.id}: ${answer.text}`).toBe(200);
      expect(successResponseSchema.parse(answer.body).reference.startsWith(`${operation.referencePrefix}-`)).toBe(true);
    }
  });

  it('llms.txt gives each other document in one line saying what it adds, the AI Catalog among them', () => {
    const documents = llms.sections.find((section) => section.name === 'Documents')!;
    for (const document of DISCOVERY_DOCUMENTS.filter((candidate) => candidate.key !== 'sitemap')) {
      const line = documents.links.find((link) => link.url === `${SITE_URL}${document.path}`);
      expect(line?.notes, document.key).toMatch(/^Adds .{20,}\.$/);
    }
    expect(documents.links.map((link) => link.url)).toContain(`${SITE_URL}/.well-known/ai-catalog.json`);
    expect(documents.links.map((link) => link.url)).toContain(`${SITE_URL}/openapi.json`);
  });

  it('every link of llms.txt answers 200', async () => {
    const urls = llms.sections.flatMap((section) => section.links.map((link) => link.url));
    expect(await failingLinks(server.url, urls)).toEqual([]);
  });

  it("both say that the priced operation's answer gives its estimate at once, to tell the person, and no other's does", () => {
    const priced = pricedOperation(operations);
    const sentences = estimateSentences(priced).join(' ');
    expect(sentences).toContain('When prices are on');
    // llms.txt: once, in the priced operation's lines; llms-full.txt: not again, but every member in Answers.
    expect(occurrences(text, sentences)).toBe(1);
    const block = text.split('\n**').find((candidate) => candidate.includes(`POST ${SITE_URL}${priced.path}\``))!;
    expect(block).toContain(`- Answer: ${sentences}`);
    expect(occurrences(full, sentences)).toBe(0);
    expect(full).toMatch(
      new RegExp(
        `^- \`estimate\` \\(object, optional\\): .*only the answer of \`${priced.id}\` carries it, and only when prices are on`,
        'm',
      ),
    );
    for (const member of Object.keys(estimateSchema.shape)) expect(full).toContain(`- \`estimate.${member}\` (`);
    expect(full).toContain('the quotation PDF arrives by email');
    // Its example answer carries the estimate; the others' none.
    const answers = [...full.matchAll(/^Answer: `(.+)`$/gm)].map((match) => JSON.parse(match[1]!));
    expect(answers.filter((answer) => answer.estimate).map((answer) => answer.reference[0])).toEqual([priced.referencePrefix]);
  });

  it('llms-full.txt describes the platform: its sports and features', () => {
    expect(full.startsWith(`# ${SITE.productName}\n`)).toBe(true);
    for (const sport of SPORTS) expect(full).toContain(`\`${sport}\``);
    for (const feature of FEATURES) expect(full).toContain(`\`${feature}\``);
    expect(full).toContain(SITE.publicEmail);
  });

  it('llms-full.txt gives every endpoint with its fields, an example and its errors', () => {
    for (const operation of operations) {
      expect(full).toContain(`POST ${SITE_URL}${operation.path}`);
      expect(full).toContain(operation.id);
      for (const field of describeFields(operation)) expect(full).toContain(`- \`${field.name}\`:`);
      expect(full).toContain(JSON.stringify(operation.example, null, 2).replaceAll("'", "'\\''"));
    }
    for (const code of ERROR_CODE_LIST) expect(full).toContain(`\`${code}\``);
    // The public list names no operator's setting (DEPLOY.md explains the cron route's secret).
    expect(full).not.toContain('CRON_SECRET');
    // Every example makes its own Idempotency-Key: one fixed key, copied by every reader, would
    // turn the second reader's submission into a replay of the first.
    expect(full).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(full).not.toMatch(/Idempotency-Key: [0-9a-f]{8}-/);
  });

  it('both lead to the list of free demo times and state that the agent confirms the time with the person first', () => {
    const meeting = text.slice(text.indexOf(english('scheduling.agents.intro')));
    expect(meeting).toContain(`GET ${SITE_URL}/api/scheduling/slots`);
    expect(meeting).toContain('`listDemoSlots`');
    const rule = english('scheduling.agents.rule');
    expect(meeting).toContain(`**${rule}**`);
    const withMeeting = JSON.parse(/^- Example with the meeting [^`]*`(.*)`$/m.exec(meeting)![1]!);
    expect(Object.keys(withMeeting)).toEqual(expect.arrayContaining(['timeZone', 'preferredStart']));
    expect(text).toContain(`${SITE_URL}/.well-known/ai-catalog.json`);
    // llms-full.txt, read after llms.txt, does not say the rule again: it gives the list's reference.
    expect(full).not.toContain(rule);
    expect(full).toContain(`\`GET ${SITE_URL}/api/scheduling/slots\` (operationId \`listDemoSlots\`)`);
  });

  it('says beside each operation which language its answer and emails are in: `locale` where the request has one, else Accept-Language', () => {
    for (const operation of operations) {
      const block = operationBlock(text, operationTitle(operation));
      const line = /^- Language of the answer and the emails: (.*)$/m.exec(block)?.[1];
      expect(line, operation.id).toBeDefined();
      expect(line).toContain('Accept-Language header (`en`, `es`, `pt`, `fr`, `de`)');
      if (operation.hasLocaleField) expect(line).toMatch(/^the `locale` field, else /);
      else expect(line).toMatch(/no `locale` field/);
    }
    // The brochure and the demo request have no locale field: the header is their only way.
    const withoutLocale = operations.filter((operation) => !operation.hasLocaleField).map((operation) => operation.slug);
    expect(withoutLocale).toEqual(expect.arrayContaining(['brochure', 'demo']));
  });

  it("the demo's summary says in one sentence that the meeting can be booked at once, or is agreed within one working day", async () => {
    const demo = operations.find(booksMeeting)!;
    const skill = (await fetchDocument(server.url, skillPath(demo.skillName))).text;
    for (const document of [operationBlock(text, operationTitle(demo)), skill]) {
      const sentence = sentenceWith(document, 'within one working day');
      expect(document).not.toMatch(/within 24 hours/);
      expect(sentence).toMatch(/at once/);
      expect(sentence).not.toMatch(/to confirm a time/);
    }
    // llms-full.txt's section gives its reference (fields, examples), not the summary again.
    expect(full.slice(full.indexOf(`### ${operationTitle(demo)}`))).not.toMatch(/within 24 hours/);
  });

  it('llms.txt and the demo skill say how the meeting goes: the invitation, its length, how to join it, and that only the email moves or cancels it', async () => {
    const demo = operations.find(booksMeeting)!;
    const minutes = loadBookingRules(bookingRulesJson).meetingMinutes;
    const skill = (await fetchDocument(server.url, skillPath(demo.skillName))).text;
    const meeting = text.slice(text.indexOf(english('scheduling.agents.intro')), text.indexOf('## Documents'));
    for (const document of [meeting, skill]) {
      expect(sentenceWith(document, 'iCalendar invitation')).toContain('(METHOD:REQUEST)');
      expect(sentenceWith(document, 'iCalendar invitation')).toContain(`${minutes}-minute meeting`);
      expect(sentenceWith(document, 'meeting.joinUrl')).toMatch(/otherwise it comes in the invitation/);
      expect(sentenceWith(document, 'Moving or cancelling')).toMatch(/only through the links in the booking email/);
      // The answer's meeting: its length and, where known, its link.
      expect(sentenceWith(document, 'durationMinutes')).toContain('joinUrl');
    }
  });

  it("llms.txt says the free-time list can start from a day in the person's zone", () => {
    const meeting = text.slice(text.indexOf(english('scheduling.agents.intro')), text.indexOf('## Documents'));
    expect(meeting).toContain("`from` (a parameter of the list). The first day to list, as YYYY-MM-DD in the person's zone");
  });

  it('the developers page has the section those links point to, in each language, with the rule', async () => {
    const inEnglish = await fetchDocument(server.url, '/en/developers');
    expect(inEnglish.status).toBe(200);
    expect(inEnglish.text).toContain('id="listDemoSlots"');
    expect(inEnglish.text).toContain(english('scheduling.agents.rule'));
    const spanish = await fetchDocument(server.url, '/es/developers');
    expect(spanish.text).toContain(translatorFor('es')('scheduling.agents.rule'));
  });

  it('llms.txt gives the booking steps in order: list, show, confirm with the person, POST with preferredStart, on 409 the alternatives', () => {
    const section = text.slice(text.indexOf(english('scheduling.agents.intro')), text.indexOf('## Documents'));
    const steps = (['list', 'show', 'confirm', 'book', 'retry'] as const).map((step) =>
      section.indexOf(english(`scheduling.agents.steps.${step}`, { path: `${SITE_URL}/api/scheduling/slots` })),
    );
    for (const position of steps) expect(position).toBeGreaterThan(-1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(section).toMatch(/^3\. Confirm the chosen time with the person first/m);
    expect(section).toMatch(/^- Booking rules\. A meeting lasts \d+ minutes/m);
  });

  it("llms-full.txt gives the free-time list's reference: a call, its answer, the booking request, a request without a time", () => {
    const section = full.slice(full.indexOf(`#### ${english('scheduling.agents.title')}`));
    expect(section.length).toBeLessThan(full.length);
    expect(section).toContain(`curl '${SITE_URL}/api/scheduling/slots?timeZone=`);
    expect(section).toContain('"preferredStart": "');
    expect(section).toContain(english('scheduling.agents.withoutStart'));
    for (const member of ['"timeZone"', '"meetingMinutes"', '"slots"', '"local"']) expect(section).toContain(member);
  });

  it('llms-full.txt is the reference beside llms.txt: it says to read llms.txt first, and repeats no sentence of it', () => {
    expect(full).toContain(`The reference beside ${SITE_URL}/llms.txt`);
    expect(repeatedSentences(text, full)).toEqual([]);
    // The rule is llms.txt's, said once there.
    expect(full).not.toContain(CONFIRM_FIRST);
  });
});
