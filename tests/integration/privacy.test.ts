/**
 * The privacy promises on both stores, through the real Google client against the fake Google:
 * `npm run leads:export` prints everything kept about a person (every spelling of one mailbox; the quotation PDF they were sent, whole),
 * `npm run leads:erase` deletes all of it (rows, jobs, remembered answers, outbox files, calendar
 * events, each in its own calendar; an event already gone is not an error; while Google cannot
 * delete, the leads with events are kept whole, the command fails, and a second run erases them),
 * and housekeeping erases a lead past LEAD_RETENTION_DAYS just as completely (where a lead came
 * from goes with it). Another person's lead is left alone until its own time.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, sendsQuotation, type OperationId, type RegisteredOperation } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { brochureOperation, causes, followUpOperation, formPagePath, mailDeliveries, plainOperation } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { readPdf } from '../helpers/pdf-text';
import { startServer, type Query, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** In the person's name and address: found anywhere means something about them was kept. */
const MARKER = 'zyxwert';
const OTHER_MARKER = 'brannock';
const SPELLINGS = [
  'Quillon.Zyxwert@gmail.com',
  'quillonzyxwert+padel@gmail.com',
  'QUILLON.ZYXWERT@googlemail.com',
  'quillon.zyx.wert@gmail.com',
];
/** One spelling of the person's mailbox for each operation's lead. */
const spelling = (index: number) => SPELLINGS[index] ?? `quillon.zyxwert+lead${index}@gmail.com`;
/** One lead is sent with an Idempotency-Key (the answer kept under it is erased with it), one with an event. */
const KEYED = followUpOperation;
/** One lead came through a form: where it came from is kept with it (set here on its row). */
const ATTRIBUTED = plainOperation;
const ATTRIBUTION = { utm_source: 'newsletter', utm_campaign: `spring-${MARKER}`, landing_path: formPagePath(ATTRIBUTED, 'es') };
/** The other person's lead: one that books a calendar event too. */
const OTHER = followUpOperation;
const WITH_EVENTS = operations.filter((operation) => causes(operation, 'calendar-event'));
const WITHOUT_EVENTS = operations.filter((operation) => !causes(operation, 'calendar-event'));
/**
 * The person's leads with a follow-up share one event (lib/delivery/calendar/shared-follow-up.ts).
 * Erased oldest first, each but the last is only taken out of it; the last one deletes it.
 */
const LAST_WITH_EVENT = WITH_EVENTS.at(-1)!;
const TAKEN_OUT = WITH_EVENTS.slice(0, -1);
const mailCount = (leads: readonly RegisteredOperation[]) => leads.reduce((sum, operation) => sum + mailDeliveries(operation).length, 0);

/** Runs the documented command (asynchronously: the fake Google answers from this process). */
async function runPrivacyCommand(server: TestServer, action: 'export' | 'erase', email: string) {
  const { stdout, exitCode } = await runPrivacyCommandAllowingFailure(server, action, email);
  expect(exitCode).toBe(0);
  return JSON.parse(stdout);
}

async function runPrivacyCommandAllowingFailure(server: TestServer, action: 'export' | 'erase', email: string) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/leads-privacy.ts', action, email],
      { cwd: ROOT, env: { ...process.env, ...server.env }, encoding: 'utf8', timeout: 60_000 },
    );
    return { stdout, exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; code?: number };
    if (typeof failed.code !== 'number') throw error;
    return { stdout: failed.stdout ?? '', exitCode: failed.code };
  }
}

/** The pg-boss jobs (queued, done or dead-lettered) about these leads. */
async function jobsOf(server: TestServer, leadIds: string[]) {
  return server.inspect((query) => query(`SELECT id, name, state FROM pgboss.job WHERE data->>'leadId' = ANY($1::text[])`, [leadIds]));
}

/** Rows of every table of the store (the app's and pg-boss's) whose text contains `marker`. */
async function rowsMentioning(query: Query, marker: string): Promise<string[]> {
  const tables = await query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(`SELECT t::text AS row FROM ${name} t WHERE t::text ILIKE $1`, [`%${marker}%`]);
    found.push(...rows.map((row) => `${name}: ${row.row.slice(0, 200)}`));
  }
  return found;
}

/** Outbox files (mail and calendar) whose content contains `marker`. */
async function outboxFilesMentioning(dataDir: string, marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ['mail', 'calendar']) {
    for (const name of await readdir(path.join(dataDir, folder)).catch(() => [] as string[])) {
      const content = await readFile(path.join(dataDir, folder, name), 'utf8');
      if (content.toLowerCase().includes(marker)) found.push(`${folder}/${name}`);
    }
  }
  return found;
}

const eventsMentioning = (google: FakeProvider, marker: string) =>
  [...google.accepted.values()].filter((event) => JSON.stringify(event).toLowerCase().includes(marker));

describe.each(STORES)('export, erasure and retention on %s', (store) => {
  let server: TestServer;
  let resend: FakeProvider;
  let google: FakeProvider;
  const references = new Map<OperationId, string>();
  const referencesOf = (leads: readonly RegisteredOperation[]) => leads.map((operation) => references.get(operation.id)!).sort();
  let otherReference: string;

  beforeAll(async () => {
    resend = await startFakeResend();
    google = await startFakeGoogle();
    // Mail to the embedded outbox (its files are kept data too), events to the fake Google.
    const env = providerEnv(resend, google);
    delete env.RESEND_API_KEY;
    delete env.RESEND_BASE_URL;
    server = await startServer(store, env);

    for (const [index, operation] of operations.entries()) {
      const answer = await callApi(server.url, operation.path, {
        body: { ...operation.example, name: `Quillon Zyxwert ${index}`, email: spelling(index) },
        headers: operation === KEYED ? { 'Idempotency-Key': `privacy-test-${store}` } : {},
      });
      expect(answer.status, answer.text).toBe(200);
      references.set(operation.id, answer.body.reference);
    }
    const other = await callApi(server.url, OTHER.path, {
      body: { ...OTHER.example, name: 'Mira Brannock', email: 'mira.brannock@example.com' },
    });
    otherReference = other.body.reference;

    // Every lead's mails in the outbox; an event at Google for each lead that books one.
    await eventually(async () => {
      const mail = (await readdir(path.join(server.dataDir, 'mail'))).filter((name) => name.endsWith('.json'));
      expect(mail).toHaveLength(mailCount([...operations, OTHER]));
      // One follow-up for the person, whose leads with one all joined it; one for the other person.
      expect(google.accepted.size).toBe(2);
      const [shared] = eventsMentioning(google, MARKER);
      for (const operation of WITH_EVENTS) expect(shared.summary).toContain(references.get(operation.id));
    }, 60_000);
    await server.inspect((query) =>
      query('UPDATE leads SET attribution = $1 WHERE reference = $2', [JSON.stringify(ATTRIBUTION), references.get(ATTRIBUTED.id)]),
    );
    // The embedded store has one opener: the commands run with the server stopped, as documented.
    if (store === 'pglite') await server.kill();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
  });

  it('exports every lead of the mailbox, however spelled, with what is kept about each', async () => {
    const exported = await runPrivacyCommand(server, 'export', 'quillonzyxwert@gmail.com');
    const byReference = new Map(exported.leads.map((lead: { reference: string }) => [lead.reference, lead]));
    expect([...byReference.keys()].sort()).toEqual([...references.values()].sort());
    for (const operation of operations) {
      const { id } = operation;
      const reference = references.get(id)!;
      const lead: any = byReference.get(reference);
      expect(lead.payload.name).toContain('Zyxwert');
      expect(lead.mailbox).toBe('quillonzyxwert@gmail.com');
      expect(lead.deliveries.length).toBeGreaterThanOrEqual(mailDeliveries(operation).length);
      expect(lead.jobs.length).toBeGreaterThanOrEqual(mailDeliveries(operation).length);
      expect(lead.outboxFiles.map((file: { file: string }) => file.file).sort()).toEqual(
        mailDeliveries(operation)
          .map((kind) => `mail/${reference}.${kind}.json`)
          .sort(),
      );
      const hasEvent = causes(operation, 'calendar-event');
      expect(lead.calendarEvent?.event?.summary ?? null, id).toEqual(hasEvent ? expect.stringContaining('Zyxwert') : null);
      expect(lead.idempotentAnswers).toHaveLength(operation === KEYED ? 1 : 0);
      expect(lead.attribution, id).toEqual(operation === ATTRIBUTED ? ATTRIBUTION : null);
    }
    // The brochure's PDF is named and sized, not copied into the export.
    const brochure: any = byReference.get(references.get(brochureOperation.id));
    const attachment = brochure.outboxFiles.find((file: any) => file.content.attachments).content.attachments[0];
    expect(attachment).toEqual({ filename: expect.stringMatching(/\.pdf$/), bytes: expect.any(Number) });
    // The quotation PDF is the person's: copied whole, the very file their confirmation carried.
    for (const operation of operations) {
      const reference = references.get(operation.id)!;
      const lead: any = byReference.get(reference);
      if (!sendsQuotation(operation)) {
        expect(lead.quotationPdf, operation.id).toBeNull();
        continue;
      }
      const mailed = JSON.parse(await readFile(path.join(server.dataDir, 'mail', `${reference}.confirmation-email.json`), 'utf8'));
      expect(mailed.attachments).toHaveLength(1);
      expect(lead.quotationPdf).toEqual({ filename: mailed.attachments[0].filename, contentBase64: mailed.attachments[0].content });
      expect(lead.quotationPdf.filename).toMatch(new RegExp(`-${reference}\\.pdf$`));
      const { text } = await readPdf(Buffer.from(lead.quotationPdf.contentBase64, 'base64'));
      expect(text).toContain(reference);
      expect(text).toContain('Quillon');
    }
  }, 60_000);

  it('while Google cannot delete, keeps whole the lead whose erasure deletes the follow-up, erases the others and fails', async () => {
    const ids = (await Promise.all([...references.values()].map((reference) => leadId(server, reference)))) as string[];
    expect(await jobsOf(server, ids)).not.toEqual([]);
    google.options.failDeletes = true;
    try {
      const { stdout, exitCode } = await runPrivacyCommandAllowingFailure(server, 'erase', 'quillonzyxwert@gmail.com');
      expect(exitCode).toBe(1);
      const erased = JSON.parse(stdout);
      expect(erased.failed.map((lead: { reference: string }) => lead.reference).sort()).toEqual(referencesOf([LAST_WITH_EVENT]));
      expect(erased.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual(
        referencesOf([...WITHOUT_EVENTS, ...TAKEN_OUT]),
      );
      // Taken out of the follow-up, which the lead still kept goes on naming: no delete needed.
      for (const lead of erased.leads)
        expect(lead.calendarEvent).toBe(
          TAKEN_OUT.some((operation) => references.get(operation.id) === lead.reference) ? 'rewritten' : 'none',
        );
    } finally {
      google.options.failDeletes = false;
    }
    // What could not be erased is all still there, to be erased on the next run.
    const exported = await runPrivacyCommand(server, 'export', 'quillonzyxwert@gmail.com');
    expect(exported.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual(referencesOf([LAST_WITH_EVENT]));
    for (const operation of [LAST_WITH_EVENT]) {
      const lead = exported.leads.find((candidate: { reference: string }) => candidate.reference === references.get(operation.id));
      expect(lead.calendarEvent.event.summary).toContain('Zyxwert');
      expect(lead.outboxFiles).toHaveLength(mailDeliveries(operation).length);
    }
    expect(eventsMentioning(google, MARKER)).toHaveLength(1);
    for (const operation of TAKEN_OUT) expect(JSON.stringify(eventsMentioning(google, MARKER))).not.toContain(references.get(operation.id));
    const erasedIds = await Promise.all(
      [...WITHOUT_EVENTS, ...TAKEN_OUT].map((operation) => leadId(server, references.get(operation.id)!)),
    );
    expect(erasedIds).toEqual([...WITHOUT_EVENTS, ...TAKEN_OUT].map(() => undefined));
    // No delivery runs any more for a person who asked to be erased, the kept leads' included.
    expect(await jobsOf(server, ids)).toEqual([]);
  }, 120_000);

  it('erases all of it, the calendar events included, and a missing event is no error', async () => {
    const keptIds = (await Promise.all([...references.values()].map((reference) => leadId(server, reference)))).filter(
      (id): id is string => id !== undefined,
    );
    // Someone in the team already deleted the person's follow-up by hand.
    const deletedByHand = references.get(LAST_WITH_EVENT.id)!;
    const [handDeleted] = await server.inspect((query) =>
      query<{ provider_id: string }>(
        `SELECT d.provider_id FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.reference = $1 AND d.kind = 'calendar-event'`,
        [deletedByHand],
      ),
    );
    const handDeletedEvent = handDeleted!.provider_id;
    const calendarId = encodeURIComponent(server.env.GOOGLE_CALENDAR_ID!);
    const removed = await fetch(`${google.url}/calendar/v3/calendars/${calendarId}/events/${handDeletedEvent}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer fake-token' },
    });
    expect(removed.status).toBe(204);

    const erased = await runPrivacyCommand(server, 'erase', 'Quillon.Zyxwert+anything@GoogleMail.com');
    // The others went in the run while Google was down.
    expect(erased.leads.map((lead: { reference: string }) => lead.reference)).toEqual([deletedByHand]);
    expect(erased.failed).toEqual([]);
    expect(erased.leads[0].calendarEvent).toBe('absent');
    // The keyed lead's remembered answer went with it, in whichever run erased it.
    expect(erased.rows).toMatchObject({ leads: 1, idempotentAnswers: KEYED === LAST_WITH_EVENT ? 1 : 0 });
    expect(erased.rows.deliveries).toBeGreaterThanOrEqual(mailCount([LAST_WITH_EVENT]));
    expect(await jobsOf(server, keptIds)).toEqual([]);
    expect(JSON.stringify(erased).toLowerCase()).not.toContain('quillon zyxwert');

    expect(await server.inspect((query) => rowsMentioning(query, MARKER))).toEqual([]);
    expect(await outboxFilesMentioning(server.dataDir, MARKER)).toEqual([]);
    expect(eventsMentioning(google, MARKER)).toEqual([]);
    // The other person's lead, mails and event are still there.
    expect(await server.inspect((query) => rowsMentioning(query, OTHER_MARKER))).not.toEqual([]);
    expect(await outboxFilesMentioning(server.dataDir, OTHER_MARKER)).toHaveLength(mailDeliveries(OTHER).length);
    expect(eventsMentioning(google, OTHER_MARKER)).toHaveLength(1);

    // Asked again, there is nothing left to export or erase.
    expect((await runPrivacyCommand(server, 'export', 'quillonzyxwert@gmail.com')).leads).toEqual([]);
    expect((await runPrivacyCommand(server, 'erase', 'quillonzyxwert@gmail.com')).rows.leads).toBe(0);
  }, 120_000);

  it('erases a lead past LEAD_RETENTION_DAYS as completely, at the next housekeeping round', async () => {
    const otherId = (await leadId(server, otherReference))!;
    expect(await jobsOf(server, [otherId])).not.toEqual([]);
    await server.inspect((query) =>
      query(`UPDATE leads SET created_at = now() - interval '400 days' WHERE reference = $1`, [otherReference]),
    );
    // Housekeeping runs when the server starts (and every hour).
    await server.kill();
    await server.restart();
    // All inside the wait: the erasure deletes the event, then the files, then the rows, and on
    // PostgreSQL this test reads while the server's round is still under way.
    await eventually(async () => {
      expect(eventsMentioning(google, OTHER_MARKER)).toEqual([]);
      expect(await outboxFilesMentioning(server.dataDir, OTHER_MARKER)).toEqual([]);
      expect(await server.inspect((query) => rowsMentioning(query, OTHER_MARKER))).toEqual([]);
      expect(await jobsOf(server, [otherId])).toEqual([]);
    });
  }, 120_000);
});

async function leadId(server: TestServer, reference: string): Promise<string | undefined> {
  const rows = await server.inspect((query) => query<{ id: string }>('SELECT id FROM leads WHERE reference = $1', [reference]));
  return rows[0]?.id;
}
