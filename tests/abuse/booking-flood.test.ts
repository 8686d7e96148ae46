/**
 * A flood cannot fill the team's calendar (README "Scheduling"): demo requests that book, sent at
 * once from many mailboxes, as an attacker would against a production build, on each store. From
 * one client, at most BOOKINGS_PER_CLIENT coming meetings are booked, the rest refused with the
 * reason; from many clients, one day takes at most the rules' meetings per day, and the requests
 * past it are offered starts on other days. Nothing refused is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../helpers/client';
import { startServer, type TestServer } from '../helpers/server';
import { requestDemo, RULES, startsOnOneDay, teamDay } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';

const BOOKINGS_PER_CLIENT = 2;

describe.each(STORES)('a flood of bookings on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { BOOKINGS_PER_CLIENT: String(BOOKINGS_PER_CLIENT) });
  }, 180_000);
  afterAll(async () => {
    if (server) await server.close();
  });

  const storedLeads = (prefix: string) =>
    server.inspect((query) => query<{ reference: string }>(`SELECT reference FROM leads WHERE mailbox LIKE $1`, [`${prefix}%`]));

  it(`books at most ${BOOKINGS_PER_CLIENT} coming meetings for one client, whatever the mailboxes`, async () => {
    const client = '198.51.100.61';
    const starts = startsOnOneDay(BOOKINGS_PER_CLIENT + 3, 0);
    const answers = await Promise.all(
      starts.map((start, i) => requestDemo(server.url, { email: `flood-one-${i}.${store}@example.com`, preferredStart: start, client })),
    );
    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked, answers.map((answer) => answer.text).join('\n')).toHaveLength(BOOKINGS_PER_CLIENT);
    for (const answer of booked) expect(answer.body.meeting).toBeDefined();
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('SLOT_UNAVAILABLE');
      expect(answer.body.error.message).toContain('as many coming demo meetings as one client may');
    }
    // The same client's plain demo request (no meeting) is still taken.
    const plain = await requestDemo(server.url, { email: `flood-one-plain.${store}@example.com`, client });
    expect(plain.status).toBe(200);
    expect(plain.body.meeting).toBeUndefined();

    const stored = (await storedLeads('flood-one-')).map((lead) => lead.reference).sort();
    expect(stored).toEqual([...booked.map((answer) => answer.body.reference), plain.body.reference].sort());
  }, 120_000);

  it(`books at most ${RULES.meetingsPerDay} meetings on one day from many clients, and offers other days to the rest`, async () => {
    const starts = startsOnOneDay(RULES.meetingsPerDay + 2, 1);
    const day = teamDay(starts[0]!);
    // Each from a network of its own, so that no client or network limit is what holds.
    const answers = await Promise.all(
      starts.map((start, i) =>
        requestDemo(server.url, { email: `flood-day-${i}.${store}@example.com`, preferredStart: start, client: newClientAddress() }),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked, answers.map((answer) => answer.text).join('\n')).toHaveLength(RULES.meetingsPerDay);
    expect(booked.map((answer) => teamDay(new Date(answer.body.meeting.start)))).toEqual(booked.map(() => day));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('SLOT_UNAVAILABLE');
      expect(answer.body.error.alternatives.length).toBeGreaterThan(0);
      // The full day offers nothing more.
      expect(answer.body.error.alternatives.map((start: string) => teamDay(new Date(start)))).not.toContain(day);
    }
    expect(await storedLeads('flood-day-')).toHaveLength(RULES.meetingsPerDay);
  }, 120_000);
});
