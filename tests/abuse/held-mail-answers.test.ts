/**
 * Nothing a person asked for is dropped in silence (docs/decisions.md "What proves the mailbox"),
 * tried as people would against a production build, on each store: an office behind one address
 * whose share of outside mail its colleagues used up sends a demo request in French and a brochure
 * request in Portuguese through the forms without JavaScript. Each page says, in its language, that
 * no email comes today and what happens instead (the brochure to download, no times it could not
 * book); sending again gives the same reference and the same words. A mailbox past its own cap is
 * answered in exactly the words of a connection past its share, so a stranger learns nothing of
 * someone else's mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { callApi, newClientAddress } from '../helpers/client';
import { decodeEntities, postFormWithoutJavaScript } from '../helpers/form-post';
import {
  bookingOperation,
  brochureOperation,
  exampleBody,
  formFields,
  formPagePath,
  plainOperation,
  REFERENCE_IN_TEXT,
} from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { settledMail } from './support';

/** The office's share of outside mail per hour: its two colleagues use it up. */
const SHARE = 2;
const MAILS_PER_MAILBOX = 5;
const contact = plainOperation;
/** What a page shows: its HTML without its scripts (the form's copy travels in the page's data too). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe.each(STORES)('answers when a limit holds mail back, on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { RATE_LIMIT: 'off', OUTBOUND_MAIL_LIMIT: 'off', OUTBOUND_MAIL_PER_CLIENT: `${SHARE}/3600` });
  }, 180_000);
  afterAll(async () => {
    if (server) await server.close();
  });

  let requests = 0;
  /** A contact request through the API (a body of its own each time: the same body again is a retry); its answer. */
  const contactFrom = async (client: string, email: string) => {
    requests += 1;
    const answer = await callApi(server.url, contact.path, {
      body: exampleBody(contact, { name: `Sam Lee-${requests}`, email }),
      headers: { 'X-Forwarded-For': client },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { message: string; reference: string };
  };
  const formAnswer = async (path: string, fields: Record<string, string | string[]>, client: string) => {
    const answer = await postFormWithoutJavaScript(`${server.url}${path}`, fields, client);
    expect(answer.status).toBe(200);
    const html = decodeEntities(answer.html);
    return { html, reference: REFERENCE_IN_TEXT.exec(html)![0] };
  };

  it('tells an office past its share, in its own language, that no email comes today and what comes instead', async () => {
    const office = newClientAddress();
    const colleagues = [];
    for (let i = 0; i < SHARE; i += 1) colleagues.push((await contactFrom(office, `colleague-${i}.${store}@office.example`)).reference);

    // A demo request in French: said why nothing comes, and no times that could not be booked.
    const fr = translatorFor('fr');
    const demoFields = formFields(exampleBody(bookingOperation, { name: 'Claire Martin', email: `claire.${store}@office.example` }));
    const demo = await formAnswer(formPagePath(bookingOperation, 'fr'), demoFields, office);
    expect(demo.html).toContain(fr('api.mailHeld'));
    expect(demo.html).toContain(fr(`operations.${bookingOperation.slug}.successWithoutConfirmation`));
    expect(demo.html).not.toMatch(/\/demo\/book\?/);
    // The answer says what happens instead; the usual next step (said twice, or promising mail) is left out.
    expect(shown(demo.html)).not.toContain(fr(`operations.${bookingOperation.slug}.next`));
    // Sending again: the same request, the same reference and the same words.
    const again = await formAnswer(formPagePath(bookingOperation, 'fr'), demoFields, office);
    expect(again.reference).toBe(demo.reference);
    expect(again.html).toContain(fr('api.mailHeld'));

    // A brochure in Portuguese: it will not come by email, so the page gives it.
    const pt = translatorFor('pt');
    const brochureFields = formFields(exampleBody(brochureOperation, { name: 'Ana Souza', email: `ana.${store}@office.example` }));
    const brochure = await formAnswer(formPagePath(brochureOperation, 'pt'), brochureFields, office);
    expect(brochure.html).toContain(pt('api.mailHeld'));
    // Never "on its way to your inbox" beside it.
    expect(shown(brochure.html)).not.toContain(pt(`operations.${brochureOperation.slug}.next`));
    const link = /https?:\/\/[^\s"<>]*\/brochures\/[a-z-]+-brochure-pt\.pdf/.exec(brochure.html)?.[0];
    expect(link, 'a link to the Portuguese brochure').toBeDefined();
    expect(brochure.html).toContain(`<a href="${link}">`);
    const pdf = await fetch(`${server.url}${new URL(link!).pathname}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1_000);

    // The team heard of both; neither person was mailed, as their pages said.
    const mail = await settledMail(server, [...colleagues, demo.reference, brochure.reference]);
    const toPeople = [...mail.keys()].filter(
      (key) => (key.startsWith(`${demo.reference}.`) || key.startsWith(`${brochure.reference}.`)) && !key.includes('team'),
    );
    expect(toPeople).toEqual([]);
  }, 180_000);

  it("answers a mailbox past its cap in the very words of a connection past its share: nothing about the mailbox's mail", async () => {
    const mailbox = `busy.${store}@example.com`;
    // Five mails to one mailbox, each from a connection of its own.
    for (let i = 0; i < MAILS_PER_MAILBOX; i += 1) await contactFrom(newClientAddress(), mailbox);
    const pastCap = await contactFrom(newClientAddress(), mailbox);

    const office = newClientAddress();
    for (let i = 0; i < SHARE; i += 1) await contactFrom(office, `other-${i}.${store}@example.com`);
    const pastShare = await contactFrom(office, `fresh.${store}@example.com`);

    const english = translatorFor('en');
    expect(pastCap.message).toContain(english('api.mailHeld'));
    expect(pastCap.message).toBe(pastShare.message);
    const held = await server.inspect((query) =>
      query<{ confirmation_held: string }>(
        `SELECT confirmation_held FROM leads WHERE reference = ANY($1::text[]) ORDER BY confirmation_held`,
        [[pastCap.reference, pastShare.reference]],
      ),
    );
    expect(held.map((row) => row.confirmation_held)).toEqual(['client-share', 'mailbox-cap']);
  }, 180_000);

  it("gives a brochure its mailbox cap refuses for download instead, in the visitor's language, and stores nothing", async () => {
    const mailbox = `full.${store}@example.com`;
    for (let i = 0; i < MAILS_PER_MAILBOX; i += 1) await contactFrom(newClientAddress(), mailbox);
    const pt = translatorFor('pt');
    const fields = formFields(exampleBody(brochureOperation, { name: 'Ana Souza', email: mailbox }));
    const answer = await postFormWithoutJavaScript(`${server.url}${formPagePath(brochureOperation, 'pt')}`, fields, newClientAddress());
    expect(answer.status).toBe(200);
    const html = shown(decodeEntities(answer.html));
    const link = /https?:\/\/[^\s"<>]*\/brochures\/[a-z-]+-brochure-pt\.pdf/.exec(html)?.[0];
    expect(link, 'a link to the Portuguese brochure').toBeDefined();
    expect(html).toContain(`<a href="${link}">`);
    expect(html).toContain(pt('forms.errors.mailboxLimitedBrochure', { url: link!, email: SITE.publicEmail }).split(link!)[0]);
    expect(REFERENCE_IN_TEXT.test(html)).toBe(false);
  }, 180_000);
});
