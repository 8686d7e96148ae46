/**
 * What the person's mail of a change says beyond the time (issue 45 item 6): a move names the time
 * it left and the one it moved to ("from X to Y"), in her language and zone; a cancellation links
 * to booking another time. lib/delivery/email-content/booking.ts, emails/booking-email.tsx.
 */
import { describe, expect, it } from 'vitest';
import { composeBookingEmail } from '@/lib/delivery/compose-booking-emails';
import { bookAgainUrl } from '@/lib/delivery/book-again-url';
import { sampleBooking, sampleBookingOptions, sampleLead } from '@/lib/delivery/email-samples';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { createScheduling } from '@/lib/scheduling/scheduling';
import { verifyLink } from '@/lib/scheduling/signed-link';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import rulesJson from '@/content/scheduling.json';

const demo = getOperation('requestDemo');
const lead = (locale: Locale) => sampleLead(demo, { locale });
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));

const before = new Date('2026-12-07T16:00:00Z');
const after = new Date('2026-12-09T17:30:00Z');
const moved = sampleBooking({ sequence: 1, start: after, end: new Date('2026-12-09T18:00:00Z'), previousStart: before });

describe('the mail of a move', () => {
  it.each(LOCALES)('says from which time to which, in the person’s zone (%s)', async (locale) => {
    const email = await composeBookingEmail(lead(locale), moved, sampleBookingOptions(locale));
    const from = meetingTimeLabel(before, locale, 'America/Mexico_City');
    const to = meetingTimeLabel(after, locale, 'America/Mexico_City');
    const sentence = translatorFor(locale)('scheduling.email.booking.intro.movedFromTo', { product: 'Courtside', from, to });
    expect(email.text).toContain(sentence);
    expect(email.text.indexOf(from)).toBeLessThan(email.text.indexOf(to));
  });

  it('names the new time alone for a row moved before the previous start was kept', async () => {
    const older = { ...moved, previousStart: undefined };
    const email = await composeBookingEmail(lead('en'), older, sampleBookingOptions('en'));
    expect(email.text).toContain(translatorFor('en')('scheduling.email.booking.intro.moved', { product: 'Courtside' }));
    expect(email.text).not.toContain(meetingTimeLabel(before, 'en', 'America/Mexico_City'));
  });
});

describe('the mail of a cancellation', () => {
  const cancelled = sampleBooking({ status: 'cancelled', sequence: 1, changedAt: new Date() });
  const SECRET = 'a-test-secret-of-enough-length-for-hmac-signing';
  const settings = { siteUrl: 'https://courtside.example' } as Parameters<typeof bookAgainUrl>[2]['settings'];
  const scheduling = createScheduling(
    loadBookingRules(rulesJson),
    { timeZone: 'Europe/Madrid', busyCalendarIds: ['primary'], secret: SECRET, bookingsPerClient: 3, siteUrl: settings.siteUrl },
    { busy: async () => [] },
  );

  it('links to booking another time: the booking page with the request’s book token, in the person’s zone', async () => {
    const url = bookAgainUrl(lead('pt'), cancelled, { settings, scheduling });
    const email = await composeBookingEmail(lead('pt'), cancelled, sampleBookingOptions('pt', { links: null, bookAgainUrl: url }));
    expect(hrefs(email.html)).toEqual([url]);
    expect(email.html).toContain(translatorFor('pt')('scheduling.email.booking.bookAgainLink'));
    const link = new URL(url);
    expect(link.pathname).toBe('/pt/demo/book');
    expect(link.searchParams.get('zone')).toBe('America/Mexico_City');
    const check = verifyLink(link.searchParams.get('t'), { action: 'book', secret: SECRET, now: new Date() });
    expect(check).toMatchObject({ valid: true, subject: lead('pt').id });
    // Counted from the cancel, so a retried mail is the same message.
    expect(bookAgainUrl(lead('pt'), cancelled, { settings, scheduling })).toBe(url);
  });

  it('links to the demo form where scheduling is off', () => {
    expect(bookAgainUrl(lead('fr'), cancelled, { settings, scheduling: undefined })).toBe('https://courtside.example/fr/demo');
  });

  it('offers no book-again link while the meeting stands', async () => {
    const email = await composeBookingEmail(lead('en'), moved, sampleBookingOptions('en'));
    expect(email.html).not.toContain(translatorFor('en')('scheduling.email.booking.bookAgainLink'));
    expect(hrefs(email.html)).not.toContain(sampleBookingOptions('en').bookAgainUrl);
  });
});
