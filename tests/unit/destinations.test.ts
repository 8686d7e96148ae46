/**
 * The team's tools' rules that need no store nor server: which configured tools take which event,
 * the stable id of an event, the names a dead letter goes by, and the team's notice naming the tool.
 */
import { describe, expect, it } from 'vitest';
import { composeDeadLetterNotice } from '@/lib/delivery/compose-emails';
import { destinationEffect, eventId } from '@/lib/delivery/destination-event';
import { DESTINATIONS, destinationsFor } from '@/lib/destinations/destinations';
import { BOOKING_EVENTS, failedKindOf } from '@/lib/queue/delivery-queue';
import { loadEnv } from '@/lib/settings/env';
import { newWebhookSecret } from '../helpers/fake-destinations';
import { plainOperation } from '../helpers/operation-fixtures';
import { sampleLead } from '@/lib/delivery/email-samples';

const WEBHOOK = { WEBHOOK_URL: 'https://crm.example.com/hooks', WEBHOOK_SECRET: newWebhookSecret() };
const SLACK = { SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T0000/B0000/abcdef' };
const HUBSPOT = { HUBSPOT_ACCESS_TOKEN: 'pat-eu1-00000000-0000-0000-0000-000000000000' };

describe("the team's tools", () => {
  it('takes nothing where none is configured', () => {
    for (const event of ['lead.accepted', ...Object.values(BOOKING_EVENTS)] as const)
      expect(destinationsFor(event, loadEnv({}))).toEqual([]);
  });

  it('gives each configured tool the events it takes: leads to all, booking changes to the webhook', () => {
    const all = loadEnv({ ...WEBHOOK, ...SLACK, ...HUBSPOT });
    expect(destinationsFor('lead.accepted', all)).toEqual(['webhook', 'slack', 'hubspot']);
    for (const event of Object.values(BOOKING_EVENTS)) expect(destinationsFor(event, all)).toEqual(['webhook']);
    expect(destinationsFor('lead.accepted', loadEnv(SLACK))).toEqual(['slack']);
    expect(destinationsFor('booking.created', loadEnv({ ...SLACK, ...HUBSPOT }))).toEqual([]);
    expect(BOOKING_EVENTS).toEqual({ booked: 'booking.created', moved: 'booking.changed', cancelled: 'booking.cancelled' });
    expect(DESTINATIONS.map((destination) => destination.name)).toEqual(['webhook', 'slack', 'hubspot']);
  });

  it('names each event once in the deliveries table, with an id the same on every attempt and no other event', () => {
    const lead = '2f0f3c4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const accepted = destinationEffect({ destination: 'webhook', event: 'lead.accepted' });
    expect(accepted).toBe('destination.webhook.lead.accepted');
    const changed = destinationEffect({ destination: 'webhook', event: 'booking.changed', bookingId: 'b1', sequence: 2 });
    expect(changed).toBe('destination.webhook.booking.changed.b1.2');
    expect(eventId(lead, accepted)).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(eventId(lead, accepted)).toBe(eventId(lead, accepted));
    const ids = new Set([eventId(lead, accepted), eventId(lead, changed), eventId(lead.replace('2f', '3f'), accepted)]);
    expect(ids.size).toBe(3);
    // Nothing of the lead in it.
    expect(eventId(lead, accepted)).not.toContain(lead.slice(0, 8));
  });

  it("tells the team which tool a dead letter is about, in the team's notice", async () => {
    const base = { leadId: 'x', reference: 'Q-00000001' };
    expect(failedKindOf({ ...base, kind: 'destination', destination: 'hubspot', event: 'lead.accepted' })).toBe('hubspot');
    expect(failedKindOf({ ...base, kind: 'confirmation-email' })).toBe('confirmation-email');
    const lead = sampleLead(plainOperation);
    const expected = { webhook: 'signed webhook (WEBHOOK_URL)', slack: 'Slack message', hubspot: 'HubSpot contact and note' };
    for (const [name, words] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const notice = await composeDeadLetterNotice(lead, name, { from: 'a@courtside.example', teamEmail: 'sales@courtside.example' });
      expect(notice.subject).toBe(`Delivery failed: ${words} of lead ${lead.reference}`);
      expect(notice.text).toContain(`npm run deliveries:retry -- ${lead.reference}`);
    }
  });
});
