/**
 * The team sees a person, not only a lead (issue 27, item 5): every mail to the team about a lead
 * (its notification, the digest's entry, the notice of a booking change, the dead-letter notice)
 * names the person's other leads by reference, what they asked for and when, in the mail's
 * language; a mail about a person with no other lead says nothing of it. A follow-up several leads
 * share names every reference and describes each lead, and stays bounded whatever a flood adds.
 */
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_BUDGET, followUpEvent, followUpEventFor } from '@/lib/delivery/calendar/follow-up-event';
import { composeBookingTeamNotice } from '@/lib/delivery/compose-booking-emails';
import { composeDeadLetterNotice, composeTeamNotification } from '@/lib/delivery/compose-emails';
import type { OtherLead } from '@/lib/destinations/other-leads-lines';
import { composeTeamDigest } from '@/lib/delivery/team-digest';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { leadName } from '@/lib/i18n/operation-copy';
import { getOperation } from '@/lib/operations/registry';
import { brochureOperation, longTextField } from '../helpers/operation-fixtures';
import { sampleLead } from '@/lib/delivery/email-samples';
import { sampleBooking } from '@/lib/delivery/email-samples';

const quote = getOperation('submitQuoteRequest');
const demo = getOperation('requestDemo');
const SETTINGS = { from: 'Courtside <hello@courtside.example>', teamEmail: 'sales@courtside.example' };

/** The person's earlier brochure request and quote, newest first, as lib/destinations/other-leads.ts gives them. */
const OTHERS: OtherLead[] = [
  { reference: 'B-4F8H2KQA', operation: brochureOperation.id, createdAt: new Date('2026-11-19T08:05:00Z') },
  { reference: 'Q-9D3M7TXB', operation: quote.id, createdAt: new Date('2026-11-02T17:40:00Z') },
];

describe("the person's other leads in the team's mails", () => {
  it.each(LOCALES)('the team notification in %s names each by reference, request and date, newest first', async (locale) => {
    const t = translatorFor(locale);
    const email = await composeTeamNotification(sampleLead(demo), { ...SETTINGS, locale, otherLeads: OTHERS });
    const brochure = t('emails.team.otherLeads.item', {
      reference: 'B-4F8H2KQA',
      operation: leadName(brochureOperation, t),
      date: '2026-11-19 08:05 UTC',
    });
    const quoteLine = t('emails.team.otherLeads.item', {
      reference: 'Q-9D3M7TXB',
      operation: leadName(quote, t),
      date: '2026-11-02 17:40 UTC',
    });
    expect(email.html).toContain(t('emails.team.otherLeads.title', { days: 30 }));
    expect(email.text).toContain(brochure);
    expect(email.text).toContain(quoteLine);
    expect(email.text.indexOf(brochure)).toBeLessThan(email.text.indexOf(quoteLine));
  });

  it('says nothing of other leads when the person has none', async () => {
    const t = translatorFor('en');
    for (const otherLeads of [undefined, []]) {
      const email = await composeTeamNotification(sampleLead(demo), { ...SETTINGS, otherLeads });
      expect(email.html).not.toContain(t('emails.team.otherLeads.title', { days: 30 }));
    }
  });

  it('names a lead of an operation the registry no longer has by its operation id', async () => {
    const email = await composeTeamNotification(sampleLead(demo), {
      ...SETTINGS,
      otherLeads: [{ reference: 'X-2B4D6F8H', operation: 'retiredOperation', createdAt: new Date('2026-11-10T10:00:00Z') }],
    });
    expect(email.text).toContain('X-2B4D6F8H: retiredOperation, received 2026-11-10 10:00 UTC');
  });

  it("the digest names them on the lead's own entry only", async () => {
    const t = translatorFor('en');
    const withOthers = sampleLead(demo, { id: '00000000-0000-4000-8000-00000000000a' });
    const alone = { ...sampleLead(quote, { id: '00000000-0000-4000-8000-00000000000b' }), reference: 'Q-ALONE234' };
    const email = await composeTeamDigest(
      [withOthers, alone],
      { mailFrom: SETTINGS.from, teamEmail: SETTINGS.teamEmail },
      new Map([[withOthers.id, OTHERS]]),
    );
    const line = t('emails.team.otherLeads.inline', {
      days: 30,
      leads: OTHERS.map((other) =>
        t('emails.team.otherLeads.item', {
          reference: other.reference,
          operation: leadName(getOperation(other.operation as never), t),
          date: `${other.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
        }),
      ).join('; '),
    });
    expect(email.text).toContain(line);
    // Once: the entry of the lead without other leads has none.
    expect(email.text.split(t('emails.team.otherLeads.title', { days: 30 })).length).toBe(2);
  });

  it('the notice of a booking change and the dead-letter notice name them too', async () => {
    const booking = sampleBooking();
    const notice = await composeBookingTeamNotice(sampleLead(demo), booking, 'booked', {
      ...SETTINGS,
      timeZone: 'Europe/Madrid',
      otherLeads: OTHERS,
    });
    const deadLetter = await composeDeadLetterNotice(sampleLead(demo), 'calendar-event', { ...SETTINGS, otherLeads: OTHERS });
    for (const email of [notice, deadLetter]) {
      for (const other of OTHERS) expect(email.text).toContain(other.reference);
    }
    const without = await composeBookingTeamNotice(sampleLead(demo), booking, 'booked', { ...SETTINGS, timeZone: 'Europe/Madrid' });
    expect(without.text).not.toContain('B-4F8H2KQA');
  });
});

describe('a follow-up several leads of one person share', () => {
  const first = sampleLead(quote, { payload: { [longTextField(quote)!]: 'Zq first words' }, id: '00000000-0000-4000-8000-000000000011' });
  const second = {
    ...sampleLead(demo, { payload: { [longTextField(demo)!]: 'Zq second words' }, id: '00000000-0000-4000-8000-000000000012' }),
    createdAt: new Date('2026-11-20T11:00:00Z'),
  };
  const own = followUpEvent(first, 'Europe/Lisbon');
  const time = { id: own.id, start: own.start!, end: own.end! };

  it('names every reference in its summary and describes each lead, at the first one’s time', () => {
    const event = followUpEventFor([first, second], time);
    expect(event.id).toBe(own.id);
    expect(event.start).toEqual(own.start);
    expect(event.summary).toContain(`${first.reference}, ${second.reference}`);
    expect(event.description).toContain('Zq first words');
    expect(event.description).toContain('Zq second words');
    expect(event.description).toContain(`2 requests from this person: ${first.reference}, ${second.reference}`);
  });

  it('is the lead’s own event when it is alone in it', () => {
    expect(followUpEventFor([first], time)).toEqual(own);
  });

  it('counts the leads beyond those it describes', () => {
    const event = followUpEventFor([first, second], time, 40);
    expect(event.summary).toContain('and 40 more');
    expect(event.description).toContain('42 requests from this person');
  });

  /** Every `&` in a description sent to Google starts one of the entities htmlEscaped writes: nothing was cut inside one. */
  const BROKEN_ENTITY = /&(?!amp;|lt;|gt;|quot;|#39;)/;
  // A quote's request text at its longest, much of it characters HTML escaping makes five or six long.
  const longest = (seed: number) => `Zq${seed} ` + `Tom & "Jerry" <${seed}> `.repeat(400).slice(0, 4_996);

  it('stays within its budget for ten leads of 5,000 characters each, still naming every lead', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      ...sampleLead(index % 2 ? demo : quote, {
        payload: { [longTextField(index % 2 ? demo : quote)!]: longest(index) },
        id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
      }),
      reference: `Q-TEN0000${index}`,
      createdAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
    }));
    const event = followUpEventFor(many, time, 3);
    expect(event.description!.length).toBeLessThanOrEqual(DESCRIPTION_BUDGET);
    expect(event.description).not.toMatch(BROKEN_ENTITY);
    for (const lead of many) expect(event.description).toContain(`${lead.reference}, received ${lead.createdAt.toISOString()}`);
    expect(event.description).toContain('13 requests from this person');
    // The first lead's text, escaped, is longer than the budget: it is described as far as it fits.
    expect(event.description).toContain('Zq0 Tom &amp; &quot;Jerry&quot; &lt;0&gt; Tom');
    expect(event.description).toContain('cut short');
  });

  it('cuts one lead’s long text short within the budget, never inside an entity', () => {
    for (const text of ['&'.repeat(4_999), `${'x'.repeat(7_000)}`.slice(0, 4_999), '"'.repeat(4_999)]) {
      const event = followUpEventFor([{ ...first, payload: { ...first.payload, [longTextField(quote)!]: text } }], time);
      expect(event.description!.length).toBeLessThanOrEqual(DESCRIPTION_BUDGET);
      expect(event.description).not.toMatch(BROKEN_ENTITY);
      expect(event.description).toContain(`${first.reference}, received`);
    }
  });
});
