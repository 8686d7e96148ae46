/**
 * Housekeeping keeps the privacy notice's promise on both stores: leads past their retention are
 * erased with what was recorded about their deliveries, their queued and finished jobs in pg-boss's
 * table and their outbox files, client addresses are erased after their own period, and younger
 * rows stay. (Calendar events: tests/integration/privacy.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgBoss } from 'pg-boss';
import { enqueueDeliveries, startDeliveryQueue } from '@/lib/queue/delivery-queue';
import type { Database } from '@/lib/store/database';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { writeJsonFile } from '@/lib/delivery/write-json-file';
import { eraseExpiredLeads } from '@/lib/privacy/retention';
import { purgeExpiredRows } from '@/lib/store/housekeeping';
import { insertLead } from '@/lib/store/leads';
import { migrate } from '@/lib/store/migrations';
import { openPgliteDatabase } from '@/lib/store/pglite-database';
import { openPostgresDatabase } from '@/lib/store/postgres-database';
import { exampleBody, plainOperation } from '../helpers/operation-fixtures';
import { createTestDatabase, STORES } from '../helpers/stores';

describe.each(STORES)('lead retention on %s', (store) => {
  let database: Database;
  let boss: PgBoss;
  let cleanUp: () => Promise<void>;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'retention-outbox-'));
    if (store === 'postgres') {
      const created = await createTestDatabase();
      database = openPostgresDatabase(created.url);
      await migrate(database);
      boss = await startDeliveryQueue({ kind: 'postgres', connectionString: created.url }, { retryLimit: 1, retryDelaySeconds: 1 });
      cleanUp = created.drop;
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
      const opened = await openPgliteDatabase(dataDir);
      database = opened.database;
      await migrate(database);
      boss = await startDeliveryQueue({ kind: 'pglite', pglite: opened.pglite }, { retryLimit: 1, retryDelaySeconds: 1 });
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
    await database.close();
    await cleanUp();
    await rm(outboxDir, { recursive: true, force: true });
  });

  async function leadAged(reference: string, ageDays: number): Promise<string> {
    const id = randomUUID();
    await insertLead(database, {
      id,
      reference,
      operation: plainOperation.id,
      payload: exampleBody(plainOperation, { name: 'Ana', email: 'ana@example.com' }),
      locale: 'en',
      fingerprint: randomUUID(),
      clientAddress: '203.0.113.7',
      clientNetwork: '203.0.113.0/24',
      idempotencyKey: undefined,
      mailbox: 'ana@example.com',
      confirmationHeld: null,
      attribution: null,
      teamDigestSlot: null,
    });
    await database.query(`UPDATE leads SET created_at = now() - make_interval(days => $1) WHERE id = $2`, [ageDays, id]);
    await database.query(`INSERT INTO deliveries (lead_id, kind, status, provider) VALUES ($1, 'team-notification', 'sent', 'outbox')`, [
      id,
    ]);
    await writeJsonFile(path.join(outboxDir, 'mail', `${reference}.team-notification.json`), { subject: reference });
    // A job still queued (its confirmation) beside the finished one's record.
    await enqueueDeliveries(boss, database, { id, reference }, ['confirmation-email']);
    return id;
  }

  it('erases leads past LEAD_RETENTION_DAYS with their deliveries, jobs and outbox files, and old client addresses', async () => {
    const prefix = plainOperation.referencePrefix;
    const old = await leadAged(`${prefix}-OLD00000`, 11);
    const middle = await leadAged(`${prefix}-MIDDLE00`, 5);
    const fresh = await leadAged(`${prefix}-FRESH000`, 1);

    await purgeExpiredRows(database, { clientAddressDays: 3 });
    const context = { database, dataDir: outboxDir, calendar: createOutboxCalendarTransport(outboxDir), calendarId: 'primary' };
    expect(await eraseExpiredLeads(context, 10)).toBe(1);

    const { rows } = await database.query<{ reference: string; client_address: string | null }>(
      'SELECT reference, client_address FROM leads ORDER BY created_at',
    );
    expect(rows).toEqual([
      { reference: `${prefix}-MIDDLE00`, client_address: null },
      { reference: `${prefix}-FRESH000`, client_address: '203.0.113.7' },
    ]);
    const deliveries = await database.query('SELECT lead_id FROM deliveries');
    expect(deliveries.rows).toHaveLength(2);
    const jobs = await database.query<{ lead: string }>(`SELECT data->>'leadId' AS lead FROM pgboss.job ORDER BY created_on`);
    expect(jobs.rows.map((job) => job.lead).sort()).toEqual([middle, fresh].sort());
    expect(jobs.rows.map((job) => job.lead)).not.toContain(old);
    expect((await readdir(path.join(outboxDir, 'mail'))).sort()).toEqual([
      `${prefix}-FRESH000.team-notification.json`,
      `${prefix}-MIDDLE00.team-notification.json`,
    ]);
  });

  it('keeps a lead past its retention while its demo meeting is still ahead, and erases it once the meeting has ended', async () => {
    const prefix = plainOperation.referencePrefix;
    const booked = await leadAged(`${prefix}-BOOKED00`, 30);
    const context = { database, dataDir: outboxDir, calendar: createOutboxCalendarTransport(outboxDir), calendarId: 'primary' };
    await database.query(
      `INSERT INTO bookings (id, lead_id, mailbox, starts_at, ends_at, time_zone)
       VALUES ($1, $2, 'ana@example.com', now() + interval '2 days', now() + interval '2 days 30 minutes', 'Europe/Madrid')`,
      [randomUUID(), booked],
    );
    await eraseExpiredLeads(context, 10);
    expect((await database.query('SELECT 1 FROM leads WHERE id = $1', [booked])).rows).toHaveLength(1);

    await database.query(
      `UPDATE bookings SET starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes' WHERE lead_id = $1`,
      [booked],
    );
    await eraseExpiredLeads(context, 10);
    expect((await database.query('SELECT 1 FROM leads WHERE id = $1', [booked])).rows).toHaveLength(0);
  });
});
