/**
 * The abuse rules on mail (docs/decisions.md "On the open internet"), tried as an attacker would against a
 * production build, on each store: one mailbox spelled many ways from many clients, a stranger's
 * words in the name (disguised too), concurrent requests for one mailbox, the forms and /mcp
 * against the same caps, and the outbound ceiling. Mail is counted from the outbox files, not from
 * the answers. First, without a server: each operation's confirmation, rendered with a stranger's
 * words in every field it must not repeat.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfirmation } from '@/lib/delivery/compose-emails';
import { leadFieldLines } from '@/lib/delivery/lead-fields';
import type { StoredLead } from '@/lib/delivery/stored-lead';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { describeFields } from '@/lib/operations/describe-fields';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { callApi, newClientAddress } from '../helpers/client';
import { sampleLead } from '@/lib/delivery/email-samples';
import { postFormWithoutJavaScript } from '../helpers/form-post';
import {
  brochureOperation,
  exampleBody,
  followUpOperation,
  formFields,
  formPagePath,
  plainOperation,
  REFERENCE_IN_TEXT,
} from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { statusDetails } from '../helpers/status';
import { confirmationPromise, leadsWithEvents, mailTo, settledMail, withBrochure } from './support';

/** The brochure is the mail a brochure request asks for: past its cap the request is refused. */
const brochure = brochureOperation;
/** A lead that mails a confirmation and nothing more: past a cap it is kept, without the mail. */
const contact = plainOperation;
/** A lead the team follows up in the calendar, mail or no mail. */
const followUp = followUpOperation;
const english = translatorFor('en');
/** Whether an answer (in English) promises the operation's confirmation: only while one will be sent. */
const promisesConfirmation = (operation: RegisteredOperation, message: string) => message.includes(confirmationPromise(operation));

/** Ten spellings of one Gmail mailbox: case, plus tags, dots, googlemail.com. */
function spellingsOf(user: string): string[] {
  const dotted = `${user.slice(0, 1)}.${user.slice(1)}`;
  return [
    `${user}@gmail.com`,
    `${user}+1@gmail.com`,
    `${dotted}@gmail.com`,
    `${user.toUpperCase()}+promo@GMAIL.COM`,
    `${user}@googlemail.com`,
    `${dotted}+x@googlemail.com`,
    `${user[0]!.toUpperCase()}${user.slice(1)}@Gmail.com`,
    `${[...user].join('.')}@gmail.com`,
    `${user}+news@gmail.com`,
    `${dotted.toUpperCase()}@gmail.com`,
  ];
}

async function mcpClient(baseUrl: string): Promise<Client> {
  const client = new Client({ name: 'abuse-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { 'X-Forwarded-For': newClientAddress() } } }),
  );
  return client;
}

const toolText = (result: any) => (result.content as { text: string }[]).map((block) => block.text).join('\n');

/**
 * What a confirmation may repeat of a request: the given name when it reads as one, and the labels
 * of enumerated choices. Every other field, free text and numbers alike, carries a stranger's
 * words here (a stored lead, so past the schema's limits too: `numberOfLocations` as a phone number).
 */
describe.each(LOCALES)('the confirmation of each operation in %s', (locale) => {
  const t = translatorFor(locale);
  const PHONE_NUMBER = 18_005_550_199;

  function hostileLead(operation: RegisteredOperation): { lead: StoredLead; planted: string[] } {
    const payload: Record<string, unknown> = { ...operation.example };
    const planted: string[] = [];
    for (const field of describeFields(operation)) {
      if (field.type === 'integer') payload[field.name] = PHONE_NUMBER;
      else if (field.type === 'string' && !field.values) {
        const words = `${field.name}-words Call 1-800-555-0199 at www.${field.name.toLowerCase()}-prize.example`;
        payload[field.name] = field.name === 'name' ? `prize-winner\ua78fde ${words}` : words;
        planted.push(`${field.name}-words`, `${field.name.toLowerCase()}-prize`);
      }
    }
    planted.push('prize-winner', '555-0199', '0199');
    const lead = sampleLead(operation, { payload, locale, id: '00000000-0000-4000-8000-000000000003' });
    return { lead, planted };
  }

  it.each(operations)('$id repeats none of the free text and no number', async (operation) => {
    const { lead, planted } = hostileLead(operation);
    const email = await composeConfirmation(lead, 'Courtside <hello@courtside.example>');
    for (const part of [email.subject, email.html, email.text]) {
      for (const words of planted) expect(part).not.toContain(words);
      // No figure the sender chose, however it is grouped (18,005,550,199 / 18.005.550.199 / 18 005 550 199).
      expect(part.replace(/\D/g, '')).not.toContain(String(PHONE_NUMBER));
      expect(part).not.toContain(lead.payload.email);
    }
    expect(email.text).toContain(t('emails.confirmation.greetingWithoutName'));
    // The choices are still there, by their labels.
    const choices = leadFieldLines(operation, lead.payload, t, { choicesOnly: true });
    for (const { label, value } of choices) expect(email.text).toContain(`${label}\n\n${value}`);
  });
});

describe.each(STORES)('mail to strangers on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    // The production defaults of the caps (5 mails, 3 brochures a day per mailbox); no rate limit,
    // so that only the caps refuse.
    server = await startServer(store, { RATE_LIMIT: 'off', OUTBOUND_MAIL_LIMIT: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('one mailbox spelled ten ways, from ten clients, gets at most 3 brochures and 5 mails', async () => {
    const spellings = spellingsOf('victim');
    const brochureAnswers = [];
    for (const [i, email] of spellings.entries()) {
      brochureAnswers.push(await callApi(server.url, brochure.path, { body: exampleBody(brochure, { name: `Victim ${i}`, email }) }));
    }
    expect(brochureAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(brochureAnswers[3]!.body.error.message).toMatch(/^Brochure limit reached: at most 3 brochure emails to one mailbox/);
    expect(Number(brochureAnswers[3]!.headers.get('retry-after'))).toBeGreaterThan(86_000);

    const contactAnswers = [];
    for (const [i, email] of spellings.slice(0, 4).entries()) {
      contactAnswers.push(await callApi(server.url, contact.path, { body: exampleBody(contact, { name: `Victim ${i}`, email }) }));
    }
    // Every contact is a lead (never lost to a cap); only the first two still get a confirmation.
    expect(contactAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(contactAnswers.map((answer) => promisesConfirmation(contact, answer.body.message))).toEqual([true, true, false, false]);

    const references = [...brochureAnswers, ...contactAnswers]
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.reference);
    const received = mailTo(await settledMail(server, references), spellings);
    expect(withBrochure(received)).toHaveLength(3);
    expect(received).toHaveLength(5);
  });

  it('refuses a brochure to a mailbox that has had all its mail for the day', async () => {
    const spellings = spellingsOf('busy');
    const references: string[] = [];
    for (const email of spellings.slice(0, 5)) {
      const answer = await callApi(server.url, contact.path, { body: exampleBody(contact, { name: 'Busy', email }) });
      expect(answer.status).toBe(200);
      references.push(answer.body.reference);
    }
    const refused = await callApi(server.url, brochure.path, { body: exampleBody(brochure, { name: 'Busy', email: spellings[5] }) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      'Email limit reached: at most 5 emails from this site to one mailbox (field: email) in 24 hours.',
    );
    const received = mailTo(await settledMail(server, references), spellings);
    expect(received).toHaveLength(5);
    expect(withBrochure(received)).toHaveLength(0);
  });

  it('greets a name that carries a message for a stranger by its first word at most, in the answer, subject and body alike', async () => {
    // [name, what must not reach the stranger, the given name greeted (none when undefined)]
    const cases: [string, string, string | undefined][] = [
      ['Visit bit.ly/3xYzQ now', 'bit.ly', 'Visit'],
      ['Call +1 888 555 0199 today', '888 555', 'Call'],
      ['prize-winner.de', 'prize-winner', undefined],
      ['evil(.)com', 'evil', undefined],
      ['examp1e.pt/claim', 'examp1e', undefined],
      // Disguised text: a hidden U+034F in a link, a letter that is a dot, a Cyrillic а, full-width digits.
      ['Log in at w\u034fww.\u034fpaypal-help.\u034fcom', 'paypal', 'Log'],
      ['Claim at prize-winner\ua78fde', 'prize-winner', 'Claim'],
      ['p\u0430ypal', 'ypal', undefined],
      ['\uff11\uff18\uff10\uff10\uff15\uff15\uff15', '\uff15', undefined],
    ];
    const references: string[] = [];
    for (const [i, [name, , greeted]] of cases.entries()) {
      const answer = await callApi(server.url, contact.path, { body: exampleBody(contact, { name, email: `stranger-${i}@example.net` }) });
      expect(answer.status).toBe(200);
      // The API's answer thanks by the same rule.
      expect(answer.body.message).toMatch(new RegExp(`^Thank you${greeted ? `, ${greeted}` : ''}\\. `));
      references.push(answer.body.reference);
    }
    const mail = await settledMail(server, references);
    for (const [i, reference] of references.entries()) {
      const [name, fragment, greeted] = cases[i]!;
      const confirmation = mail.get(`${reference}.confirmation-email`)!;
      expect(confirmation.to).toEqual([`stranger-${i}@example.net`]);
      for (const part of [confirmation.subject, confirmation.html, confirmation.text]) expect(part).not.toContain(fragment);
      expect(confirmation.text).toMatch(greeted ? new RegExp(`^Hello ${greeted},$`, 'm') : /^Hello,$/m);
      // The team, who must follow up, sees the name as it was sent.
      expect(mail.get(`${reference}.team-notification`)!.text).toContain(name);
    }
  });

  it('counts concurrent requests for one mailbox from many clients one after another', async () => {
    const spellings = spellingsOf('crowd');
    const brochures = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callApi(server.url, brochure.path, { body: exampleBody(brochure, { name: `Crowd ${i}`, email: spellings[i % 10]! }) }),
      ),
    );
    expect(brochures.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(brochures.filter((answer) => answer.status === 429)).toHaveLength(9);
    const contacts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callApi(server.url, contact.path, { body: exampleBody(contact, { name: `Crowd ${i}`, email: spellings[i]! }) }),
      ),
    );
    expect(contacts.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(contacts.filter((answer) => promisesConfirmation(contact, answer.body.message))).toHaveLength(2);

    const references = [...brochures, ...contacts].filter((answer) => answer.status === 200).map((answer) => answer.body.reference);
    const received = mailTo(await settledMail(server, references), spellings);
    expect(withBrochure(received)).toHaveLength(3);
    expect(received).toHaveLength(5);
  });

  it('applies the same caps to the forms and the MCP tools', async () => {
    const spellings = spellingsOf('target');
    const references: string[] = [];
    const formPage = `${server.url}${formPagePath(brochure)}`;
    const brochureForm = (email: string) => postFormWithoutJavaScript(formPage, formFields(exampleBody(brochure, { email })));
    const mcp = await mcpClient(server.url);
    try {
      const api = await callApi(server.url, brochure.path, { body: exampleBody(brochure, { email: spellings[0] }) });
      expect(api.status).toBe(200);
      references.push(api.body.reference);

      const form = await brochureForm(spellings[1]!);
      expect(form.status).toBe(200);
      references.push(REFERENCE_IN_TEXT.exec(form.html)![0]);

      const tool = await mcp.callTool({ name: brochure.id, arguments: exampleBody(brochure, { email: spellings[2]! }) });
      expect(tool.isError).toBeFalsy();
      references.push((tool.structuredContent as { reference: string }).reference);

      // The fourth brochure is refused on every path.
      const refusedTool = await mcp.callTool({ name: brochure.id, arguments: exampleBody(brochure, { email: spellings[3]! }) });
      expect(refusedTool.isError).toBe(true);
      expect(toolText(refusedTool)).toMatch(/^RATE_LIMITED: Brochure limit reached/);
      const refusedForm = await brochureForm(spellings[4]!);
      expect(refusedForm.html).toContain(english('forms.errors.mailboxLimited', { email: SITE.publicEmail }).slice(0, 50));
      expect(REFERENCE_IN_TEXT.test(refusedForm.html)).toBe(false);

      // Two more mails in all: a contact through the form, one through a tool; then none.
      const contactForm = await postFormWithoutJavaScript(
        `${server.url}${formPagePath(contact)}`,
        formFields(exampleBody(contact, { email: spellings[5]! })),
      );
      references.push(REFERENCE_IN_TEXT.exec(contactForm.html)![0]);
      for (const email of [spellings[6]!, spellings[7]!]) {
        const call = await mcp.callTool({ name: contact.id, arguments: exampleBody(contact, { email }) });
        references.push((call.structuredContent as { reference: string }).reference);
      }
    } finally {
      await mcp.close();
    }
    const received = mailTo(await settledMail(server, references), spellings);
    expect(withBrochure(received)).toHaveLength(3);
    expect(received).toHaveLength(5);
  });
});

describe.each(STORES)('the outbound ceiling on %s', (store) => {
  /** A short window, so that the test sees it pass. */
  const WINDOW_SECONDS = 12;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { RATE_LIMIT: 'off', OUTBOUND_MAIL_LIMIT: `3/${WINDOW_SECONDS}` });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  // It waits for the ceiling's window to pass and for the held mail to go out: on a loaded CI
  // machine that can pass the default timeout without anything being wrong.
  it('holds mail to strangers past it on every path, keeps the leads, tells the team, says so in /api/status, and mails again once the window passes', async () => {
    const status = async () => (await statusDetails(server.url)).body;
    expect((await status()).outboundMailCeilingReached).toBe(false);
    const promised = confirmationPromise(followUp);
    const followUpBody = (i: number) => exampleBody(followUp, { name: 'Stranger', email: `far-${i}@example.org` });

    // Three through the API reach the ceiling.
    const references: string[] = [];
    const started = Date.now();
    for (let i = 0; i < 3; i++) {
      const answer = await callApi(server.url, followUp.path, { body: followUpBody(i) });
      expect(answer.body.message).toContain(promised);
      references.push(answer.body.reference);
    }
    expect((await status()).outboundMailCeilingReached).toBe(true);

    // Past it, the API, a form and an MCP tool each store the lead and promise no mail.
    const api = await callApi(server.url, followUp.path, { body: followUpBody(3) });
    expect(api.body.message).not.toContain(promised);
    references.push(api.body.reference);
    const form = await postFormWithoutJavaScript(
      `${server.url}${formPagePath(contact)}`,
      formFields(exampleBody(contact, { name: 'Stranger', email: 'far-4@example.org' })),
    );
    expect(form.html).toContain(english(`operations.${contact.slug}.successWithoutConfirmation`));
    references.push(REFERENCE_IN_TEXT.exec(form.html)![0]);
    const mcp = await mcpClient(server.url);
    try {
      const tool = await mcp.callTool({
        name: contact.id,
        arguments: exampleBody(contact, { name: 'Stranger', email: 'far-5@example.org' }),
      });
      const answer = tool.structuredContent as { reference: string; message: string };
      expect(answer.message).toContain(english(`operations.${contact.slug}.successWithoutConfirmation`));
      references.push(answer.reference);
    } finally {
      await mcp.close();
    }
    // Every one of them was answered within the window the first three opened.
    expect(Date.now() - started).toBeLessThan(WINDOW_SECONDS * 1000);

    // Once the window has passed, mail goes out again.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + WINDOW_SECONDS * 1000 + 500 - Date.now())));
    expect((await status()).outboundMailCeilingReached).toBe(false);
    const after = await callApi(server.url, followUp.path, { body: followUpBody(6) });
    expect(after.body.message).toContain(promised);
    references.push(after.body.reference);

    const mailed = [true, true, true, false, false, false, true];
    const mail = await settledMail(server, references);
    expect(references.map((reference) => mail.has(`${reference}.confirmation-email`))).toEqual(mailed);
    const held = english('emails.team.confirmationHeld.outbound-ceiling');
    expect(references.map((reference) => mail.get(`${reference}.team-notification`)!.text.includes(held))).toEqual(
      mailed.map((sent) => !sent),
    );
    // The follow-up goes on: every lead that asks for one gets its calendar event, held or not.
    const followedUp = [0, 1, 2, 3, 6].map((i) => references[i]!);
    expect((await leadsWithEvents(server, references)).sort()).toEqual(followedUp.sort());

    const leads = await server.inspect((query) =>
      query<{ reference: string; confirmation_held: string | null }>('SELECT reference, confirmation_held FROM leads ORDER BY created_at'),
    );
    expect(leads).toEqual(references.map((reference, i) => ({ reference, confirmation_held: mailed[i] ? null : 'outbound-ceiling' })));
  }, 240_000);
});
