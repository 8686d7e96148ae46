/**
 * Every mail a booking sends counts (docs/decisions.md "Booking mails count"), tried as an attacker
 * would against a production build, on each store: one client, through the demo form, its booking
 * page and the API (`preferredStart`), cannot make one stranger's mailbox receive more than its 5
 * mails a day; the client's share of outside mail counts booking mails too. The move and cancel links
 * mailed to the person prove that whoever presses them reads the mailbox ("What proves the
 * mailbox"): past either limit they still move (as often as a meeting may) and cancel, counted.
 * Mail is counted from the outbox files, not the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { newClientAddress } from '../helpers/client';
import { decodeEntities, postFormWithoutJavaScript, pressMeetingButton } from '../helpers/form-post';
import { exampleBody, formFields, formPagePath, REFERENCE_IN_TEXT } from '../helpers/operation-fixtures';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { demo, requestDemo } from '../helpers/scheduling';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { mailTo, settledMail } from './support';

/** The client's share of outside mail per hour: more than one mailbox's cap, so that the cap is what holds in the first test. */
const SHARE = 8;
const MAIL_LIMIT_NOTICE = translatorFor('en')('scheduling.pages.notices.mail-limit', { email: SITE.publicEmail });

/** The scheduling links in a page or a mail, made relative to the test server (the build names its own site). */
function linksIn(text: string, server: TestServer, page: 'book' | 'cancel'): string[] {
  const found = decodeEntities(text).match(
    new RegExp(`https?://[^\\s"'<>]*/demo/${page}\\?[^\\s"'<>]*|/[a-z]{2}/demo/${page}\\?[^\\s"'<>]*`, 'g'),
  );
  return (found ?? []).map((link) => {
    const url = new URL(link, server.url);
    return `${server.url}${url.pathname}${url.search}`;
  });
}

/** A link to confirm a time: a slot link of a page or a mail (it names a start). */
const slotLinkIn = (text: string, server: TestServer) => linksIn(text, server, 'book').find((link) => link.includes('start='))!;

/**
 * The booking email of a request's latest change, once delivered: the one with the highest sequence
 * (`<reference>.booking-email.<booking>.<sequence>` in the outbox).
 */
async function latestBookingEmail(server: TestServer, reference: string, sequence: number): Promise<CapturedEmail> {
  return eventually(async () => {
    const mail = await readOutbox<CapturedEmail>(server.dataDir, 'mail');
    const key = [...mail.keys()].find((name) => name.startsWith(`${reference}.booking-email.`) && name.endsWith(`.${sequence}`));
    expect(key, `${reference}'s booking email of sequence ${sequence}`).toBeDefined();
    return mail.get(key!)!;
  }, 60_000);
}

/**
 * Books an offered time as a person would: a time the team's calendar filled meanwhile (another
 * request's follow-up call, placed in the team's free time) is answered with the nearest free ones,
 * and she picks the first of those.
 */
async function bookOffered(slot: string, client: string, server: TestServer) {
  let pressed = await pressMeetingButton(slot, client);
  for (let tries = 0; tries < 3 && pressed.url.searchParams.get('notice') === 'taken'; tries += 1) {
    pressed = await pressMeetingButton(slotLinkIn(pressed.html, server), client);
  }
  return pressed;
}

/** Moves the meeting with the move link of its latest email to another free time; the page the button leads to. */
async function moveWith(server: TestServer, email: CapturedEmail, client: string) {
  const [move] = linksIn(email.text, server, 'book');
  const pick = await (await fetch(move!)).text();
  return pressMeetingButton(slotLinkIn(pick, server), client);
}

const cancelWith = (server: TestServer, email: CapturedEmail, client: string) =>
  pressMeetingButton(linksIn(email.text, server, 'cancel')[0]!, client);

describe.each(STORES)('booking mails on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, {
      RATE_LIMIT: 'off',
      OUTBOUND_MAIL_LIMIT: 'off',
      OUTBOUND_MAIL_PER_CLIENT: `${SHARE}/3600`,
      BOOKINGS_PER_CLIENT: '10',
    });
  }, 180_000);
  afterAll(async () => {
    if (server) await server.close();
  });

  const bookingOf = (mailbox: string) =>
    server.inspect((query) =>
      query<{ status: string; sequence: number; starts_at: Date | string }>(
        `SELECT status, sequence, starts_at FROM bookings WHERE mailbox = $1 ORDER BY created_at`,
        [mailbox],
      ),
    );

  /** A demo request through the form without JavaScript: its reference and the thank-you page's first slot link. */
  async function demoForm(email: string, client: string): Promise<{ reference: string; slot: string }> {
    const answer = await postFormWithoutJavaScript(`${server.url}${formPagePath(demo)}`, formFields(exampleBody(demo, { email })), client);
    expect(answer.status).toBe(200);
    return { reference: REFERENCE_IN_TEXT.exec(answer.html)![0], slot: slotLinkIn(answer.html, server) };
  }

  it("a stranger's mailbox receives at most 5 mails in 24 hours whatever one client does through the form, the API and the links", async () => {
    const client = newClientAddress();
    const mailbox = `stranger.${store}@example.com`;
    const spellings = [mailbox, `stranger.${store}+demo@example.com`, `Stranger.${store}@Example.com`];

    // 1: the form's confirmation; 2: the meeting booked from its thank-you page.
    const first = await demoForm(spellings[0]!, client);
    const booked = await bookOffered(first.slot, client, server);
    expect(booked.url.searchParams.get('done')).toBe('booked');
    // 3 and 4: two moves, each with the links of the latest email.
    expect((await moveWith(server, await latestBookingEmail(server, first.reference, 0), client)).url.searchParams.get('done')).toBe(
      'moved',
    );
    expect((await moveWith(server, await latestBookingEmail(server, first.reference, 1), client)).url.searchParams.get('done')).toBe(
      'moved',
    );
    // 5: another request through the API, for the same mailbox spelled otherwise.
    const second = await requestDemo(server.url, { email: spellings[1]!, client });
    expect(second.status).toBe(200);

    const latest = await latestBookingEmail(server, first.reference, 2);
    const before = await bookingOf(mailbox);
    expect(before.map((booking) => [booking.status, Number(booking.sequence)])).toEqual([['booked', 2]]);

    // A meeting booked with a request through the API is refused (429, the mailbox's limit) and nothing is stored.
    const leadsBefore = await server.inspect((query) => query(`SELECT id FROM leads WHERE mailbox = $1`, [mailbox]));
    const slots = await (await fetch(`${server.url}/api/scheduling/slots`)).json();
    const withMeeting = await requestDemo(server.url, { email: spellings[2]!, client, preferredStart: new Date(slots.slots[0].start) });
    expect(withMeeting.status, withMeeting.text).toBe(429);
    expect(withMeeting.body.error.code).toBe('RATE_LIMITED');
    expect(withMeeting.body.error.message).toMatch(/^Email limit reached: at most 5 emails from this site to one mailbox/);
    expect(Number(withMeeting.headers.get('retry-after'))).toBeGreaterThan(80_000);
    expect(await server.inspect((query) => query(`SELECT id FROM leads WHERE mailbox = $1`, [mailbox]))).toEqual(leadsBefore);
    expect(await bookingOf(mailbox)).toEqual(before);

    // Past the cap, the mailbox's own links still act: the third and last move, then the cancel.
    const move = await moveWith(server, latest, client);
    expect(move.url.searchParams.get('done')).toBe('moved');
    const moved = await latestBookingEmail(server, first.reference, 3);
    // No moves are left: the email offers none, or a link whose page offers no time to choose.
    for (const link of linksIn(moved.text, server, 'book')) {
      expect(decodeEntities(await (await fetch(link)).text())).not.toMatch(/\/demo\/book\?[^"'<>\s]*start=/);
    }
    const cancel = await cancelWith(server, moved, client);
    expect(cancel.url.searchParams.get('done')).toBe('cancelled');
    expect((await bookingOf(mailbox)).map((booking) => [booking.status, Number(booking.sequence)])).toEqual([['cancelled', 4]]);

    // Five, then the new time's invitation and the CANCEL: the mailbox's reader asked for both.
    const received = mailTo(await settledMail(server, [first.reference, second.body.reference]), spellings);
    expect(received.map((message) => message.subject)).toHaveLength(7);
    expect(decodeEntities(cancel.html)).not.toContain(MAIL_LIMIT_NOTICE);
  }, 180_000);

  it("counts a booking's mails against the share of the client whose requests they belong to", async () => {
    const client = newClientAddress();
    const requests = [];
    // SHARE mails in all from one client: a request and its booked meeting, for SHARE / 2 people.
    for (let i = 0; i < SHARE / 2; i += 1) {
      const request = await demoForm(`share-${i}.${store}@example.com`, client);
      expect((await bookOffered(request.slot, client, server)).url.searchParams.get('done')).toBe('booked');
      requests.push(request);
    }
    // The next request is kept, without its confirmation (the share counted the invitations)...
    const next = await requestDemo(server.url, { email: `share-next.${store}@example.com`, client });
    expect(next.status).toBe(200);
    const held = await server.inspect((query) =>
      query<{ confirmation_held: string | null }>(`SELECT confirmation_held FROM leads WHERE reference = $1`, [next.body.reference]),
    );
    expect(held).toEqual([{ confirmation_held: 'client-share' }]);
    // ...and another person's request from the same connection books nothing: the booking page does not prove the mailbox.
    const late = await demoForm(`share-late.${store}@example.com`, client);
    expect(late.slot).toBeUndefined();

    // The client's requests mailed their people SHARE times in all: no more.
    const references = [...requests.map((request) => request.reference), next.body.reference, late.reference];
    const toPeople = async () =>
      [...(await settledMail(server, references)).keys()].filter(
        (name) => references.some((reference) => name.startsWith(`${reference}.`)) && !name.includes('team'),
      );
    expect(await toPeople()).toHaveLength(SHARE);

    // The person moving her meeting through her email's link, from another address, is not held to the connection's share.
    const email = await latestBookingEmail(server, requests[0]!.reference, 0);
    const move = await moveWith(server, email, newClientAddress());
    expect(move.url.searchParams.get('done')).toBe('moved');
    expect(await bookingOf(`share-0.${store}@example.com`)).toEqual([expect.objectContaining({ status: 'booked', sequence: 1 })]);
    await latestBookingEmail(server, requests[0]!.reference, 1);
    expect(await toPeople()).toHaveLength(SHARE + 1);
  }, 180_000);
});
