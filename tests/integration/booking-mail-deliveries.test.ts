/**
 * The scheduling mails as the delivery worker sends them (lib/delivery/deliver.ts), on both stores,
 * through the embedded outboxes: a demo confirmation offers the next free times with a signed book
 * link, or goes without them when scheduling is off or the calendar fails; a booked request's says
 * its time; the booking email carries its invitation as `text/calendar`, and a limit on mail that
 * held the confirmation back holds it too, while the team still hears of the booking.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { confirmationScheduling } from '@/lib/delivery/confirmation-scheduling';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createOutboxMailTransport } from '@/lib/delivery/outbox-mail-transport';
import { loadLead } from '@/lib/delivery/stored-lead';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import type { DeliveryJob } from '@/lib/queue/delivery-queue';
import { openStore } from '@/lib/runtime/open-store';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { findBooking } from '@/lib/scheduling/bookings';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import { createScheduling, type BusySource } from '@/lib/scheduling/scheduling';
import { verifyLink } from '@/lib/scheduling/signed-link';
import type { Database } from '@/lib/store/database';
import { type ConfirmationHold } from '@/lib/store/leads';
import { readOutbox, type CapturedEmail } from '../helpers/outbox';
import { createTestDatabase, STORES } from '../helpers/stores';
import rulesJson from '@/content/scheduling.json';
import { insertTestLead } from '../helpers/insert-test-lead';
import { teamToldOfRequest } from '../helpers/team-told';
import { bookFirstFreeStart } from '../helpers/scheduling';
import { followUpSlot } from '@/lib/delivery/calendar/follow-up-slot';
import { OFFERED_SLOTS, slotOffer } from '@/lib/scheduling/slot-offer';

const demo = getOperation('requestDemo');
const SECRET = 'a-test-secret-of-enough-length-for-hmac-signing';
const SITE_URL = 'https://courtside.example';
const rules = loadBookingRules(rulesJson);

function scheduling(source: BusySource) {
  return createScheduling(
    rules,
    { timeZone: 'Europe/Madrid', busyCalendarIds: ['primary'], secret: SECRET, bookingsPerClient: 3, siteUrl: SITE_URL },
    source,
  );
}
const freeCalendar: BusySource = { busy: async () => [] };
const failingCalendar: BusySource = {
  busy: async () => {
    throw new Error('free/busy query failed: 503');
  },
};

describe.each(STORES)('scheduling mails delivered on %s', (store) => {
  let dataDir: string;
  let database: Database;
  let drop = async () => {};
  let base: Omit<DeliveryContext, 'scheduling'>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'booking-mail-'));
    const postgres = store === 'postgres' ? await createTestDatabase() : undefined;
    if (postgres) drop = postgres.drop;
    ({ database } = await openStore({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url }));
    base = {
      database,
      mail: createOutboxMailTransport(dataDir),
      calendar: createOutboxCalendarTransport(dataDir),
      settings: {
        mailFrom: 'hello@courtside.example',
        teamEmail: 'sales@courtside.example',
        calendarId: 'primary',
        timeZone: 'Europe/Madrid',
        siteUrl: SITE_URL,
      },
    };
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A stored demo request of its own mailbox, in Spanish, asking for Mexico City's times. */
  const storeLead = (confirmationHeld: ConfirmationHold | null = null) =>
    insertTestLead(database, demo, { locale: 'es', payload: { timeZone: 'America/Mexico_City' }, confirmationHeld });
  /** Books the lead's meeting at the first free time, in Mexico City's zone, as the booking page would. */
  const bookFirstFreeTime = (lead: { id: string; mailbox: string }) => bookFirstFreeStart(database, scheduling(freeCalendar), lead);
  const mailOf = async (key: string) => (await readOutbox<CapturedEmail>(dataDir, 'mail')).get(key);
  const deliveryOf = async (leadId: string, kind: string) =>
    (
      await database.query<{ status: string; detail: string | null }>(
        'SELECT status, detail FROM deliveries WHERE lead_id = $1 AND kind = $2',
        [leadId, kind],
      )
    ).rows[0];
  const confirm = (lead: { id: string; reference: string }, context: DeliveryContext) =>
    deliver({ leadId: lead.id, reference: lead.reference, kind: 'confirmation-email' } as DeliveryJob, context);
  const bookLinks = (html: string) =>
    [...html.matchAll(/href="([^"]*)"/g)]
      .map(([, href]) => new URL(href!.replaceAll('&amp;', '&')))
      .filter((url) => url.pathname === '/es/demo/book');

  it("offers the times the thank-you page offered, in the person's zone, each with a book token for the lead, and all times", async () => {
    const lead = await storeLead();
    await confirm(lead, { ...base, scheduling: scheduling(freeCalendar) });
    const mail = await mailOf(`${lead.reference}.confirmation-email`);
    const links = bookLinks(mail!.html);
    expect(links).toHaveLength(OFFERED_SLOTS + 1);
    expect(links.filter((url) => url.searchParams.has('start'))).toHaveLength(OFFERED_SLOTS);
    for (const url of links) {
      expect(url.searchParams.get('zone')).toBe('America/Mexico_City');
      const check = verifyLink(url.searchParams.get('t'), { action: 'book', secret: SECRET, now: new Date() });
      expect(check).toMatchObject({ valid: true, subject: lead.id });
    }
    const starts = links.flatMap((url) => (url.searchParams.has('start') ? [new Date(url.searchParams.get('start')!)] : []));
    // The page's list (lib/forms/offered-slots.ts: slotOffer, the request's follow-up call kept busy), not one of its own.
    const stored = (await loadLead(database, lead.id))!;
    const followUp = followUpSlot(stored.createdAt, 'Europe/Madrid');
    const page = await slotOffer({ database, scheduling: scheduling(freeCalendar) }, lead.id, new Date(), [followUp]);
    expect(starts).toEqual(page!.starts);
    // The follow-up's time is busy on both: no time offered overlaps it.
    const overlapsFollowUp = (start: Date) =>
      start < followUp.end && start.getTime() + rules.meetingMinutes * 60_000 > followUp.start.getTime();
    expect(starts.filter(overlapsFollowUp)).toEqual([]);
    expect(await deliveryOf(lead.id, 'confirmation-email')).toMatchObject({ status: 'sent' });
  });

  it('offers the same book token on a retry, so that the retried mail is the same message', async () => {
    const lead = await storeLead();
    const stored = (await loadLead(database, lead.id))!;
    const context = { ...base, scheduling: scheduling(freeCalendar) };
    const first = await confirmationScheduling(stored, context, new Date());
    const retry = await confirmationScheduling(stored, context, new Date(Date.now() + 60_000));
    expect(first?.kind === 'offer' && first.allTimesUrl).toBe(retry?.kind === 'offer' && retry.allTimesUrl);
    expect(first?.kind).toBe('offer');
  });

  it('sends the confirmation without times when the calendar fails, and when scheduling is off', async () => {
    for (const context of [{ ...base, scheduling: scheduling(failingCalendar) }, base]) {
      const lead = await storeLead();
      await confirm(lead, context);
      const mail = await mailOf(`${lead.reference}.confirmation-email`);
      expect(mail!.html).not.toContain('demo/book');
      expect(mail!.text).toContain(translatorFor('es')('operations.demo.confirmation.next'));
      expect(await deliveryOf(lead.id, 'confirmation-email')).toMatchObject({ status: 'sent' });
    }
  });

  it("says the booked time in a booked request's confirmation; its booking email carries the invitation as text/calendar", async () => {
    const lead = await storeLead();
    const outcome = await bookFirstFreeTime(lead);
    const { start } = outcome;
    const context = { ...base, scheduling: scheduling(freeCalendar) };

    await confirm(lead, context);
    const confirmation = await mailOf(`${lead.reference}.confirmation-email`);
    expect(confirmation!.html).not.toContain('demo/book');
    expect(confirmation!.text).not.toContain(translatorFor('es')('operations.demo.confirmation.next'));
    expect(confirmation!.text).toContain(
      translatorFor('es')('scheduling.email.confirmation.booked', { time: meetingTimeLabel(start!, 'es', 'America/Mexico_City') }),
    );

    const job = {
      leadId: lead.id,
      reference: lead.reference,
      kind: 'booking-email',
      bookingId: outcome.id,
      sequence: 0,
      change: 'booked',
    } as const;
    await deliver(job, context);
    const invitation = await mailOf(`${lead.reference}.booking-email.${outcome.id}.0`);
    expect(invitation!.to).toEqual([lead.email]);
    expect(invitation!.attachments).toEqual([
      { filename: 'invite.ics', content: expect.any(String), content_type: 'text/calendar; charset=utf-8; method=REQUEST' },
    ]);
    const ics = Buffer.from(invitation!.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).toContain(
      `DTSTART:${start!
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '')}`,
    );
    expect(new Set(bookLinks(invitation!.html).map((url) => url.searchParams.get('zone')))).toEqual(new Set(['America/Mexico_City']));
    expect((await findBooking(database, outcome.id))!.status).toBe('booked');
  });

  it('holds the booking email of a lead whose confirmation a limit held back; the team hears of the booking and of that', async () => {
    const lead = await storeLead('mailbox-cap');
    // Booked after the team heard of the request: the booking's notice is its own mail.
    await teamToldOfRequest(database, lead);
    const outcome = await bookFirstFreeTime(lead);
    const context = { ...base, scheduling: scheduling(freeCalendar) };
    const job = (kind: 'booking-email' | 'booking-team-notice') =>
      ({ leadId: lead.id, reference: lead.reference, kind, bookingId: outcome.id, sequence: 0, change: 'booked' }) as const;

    await deliver(job('booking-email'), context);
    expect(await mailOf(`${lead.reference}.booking-email.${outcome.id}.0`)).toBeUndefined();
    expect(await deliveryOf(lead.id, `booking-email.${outcome.id}.0`)).toEqual({ status: 'skipped', detail: 'mailbox-cap' });

    await deliver(job('booking-team-notice'), context);
    const notice = await mailOf(`${lead.reference}.booking-team-notice.${outcome.id}.0`);
    expect(notice!.to).toEqual(['sales@courtside.example']);
    expect(notice!.reply_to).toEqual([lead.email]);
    expect(notice!.text).toContain(translatorFor('en')('scheduling.email.team.invitationHeld'));
  });
});
