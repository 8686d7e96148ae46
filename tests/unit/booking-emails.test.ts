/**
 * The mails of a demo meeting (lib/delivery/compose-booking-emails.tsx): the person's, in their
 * language and zone, with an invitation a real iCalendar parser reads (REQUEST, then the same UID
 * with a higher SEQUENCE on a move, then CANCEL); the team's, in English with both zones. Nothing a
 * stranger typed becomes a link or a hidden character in either.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { composeBookingEmail, composeBookingTeamNotice, type BookingEmailOptions } from '@/lib/delivery/compose-booking-emails';
import { leadFieldLines } from '@/lib/delivery/lead-fields';
import { toResendBody, type OutgoingEmail } from '@/lib/delivery/outgoing-email';
import type { StoredLead } from '@/lib/delivery/stored-lead';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { bookingUid } from '@/lib/scheduling/invitation';
import { sampleLead } from '@/lib/delivery/email-samples';
import { sampleBooking } from '@/lib/delivery/email-samples';
import { zoneLabel } from '@/lib/scheduling/zone-label';
import { MAX_MOVES } from '@/lib/scheduling/moves';
import { sampleBookingOptions } from '@/lib/delivery/email-samples';

const demo = getOperation('requestDemo');
const SITE_HOST = 'courtside.example';
/** The preview's links to move and cancel a Spanish lead's meeting (lib/delivery/email-samples.ts). */
const { move: MOVE, cancel: CANCEL } = sampleBookingOptions('es').links!;
/** Controls but the line ends a mail's text and an iCalendar file need, and bidi controls. */
const HIDDEN = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Bidi_Control}]/u;
/** The preview line's hidden padding, which react-email fills with invisible marks of its own. */
const withoutPreview = (html: string) => html.replace(/<div[^>]*data-skip-in-text="true">[\s\S]*?<\/div><\/div>/, '');

const lead = (locale: Locale = 'es', payload: Record<string, unknown> = {}): StoredLead => sampleLead(demo, { locale, payload });

/** How the preview sends the person's mail (lib/delivery/email-samples.ts), without a meeting link unless given one. */
const options = (overrides: Partial<BookingEmailOptions> = {}): BookingEmailOptions =>
  sampleBookingOptions('es', { meetingUrl: undefined, ...overrides });

/** The one attachment, its text, and its one event through ical.js. */
function invitationOf(email: OutgoingEmail) {
  expect(email.attachments).toHaveLength(1);
  const [attachment] = email.attachments!;
  expect(attachment!.filename).toBe('invite.ics');
  const text = attachment!.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { attachment: attachment!, text, calendar, event: new ICAL.Event(events[0]!), vevent: events[0]! };
}

/** Every link target in a mail's HTML, as a browser reads it. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));

describe('the booking email', () => {
  it('carries an invitation that ical.js reads: REQUEST at the booked instant, the same UID with a raised SEQUENCE on a move, CANCEL at the end', async () => {
    const booked = invitationOf(await composeBookingEmail(lead(), sampleBooking(), options()));
    expect(booked.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(booked.attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(booked.event.startDate.toJSDate().toISOString()).toBe('2026-12-07T16:00:00.000Z');
    expect(booked.event.endDate.toJSDate().toISOString()).toBe('2026-12-07T16:30:00.000Z');
    expect(booked.event.uid).toBe(bookingUid(sampleBooking().id, SITE_HOST));
    expect(booked.event.sequence).toBe(0);
    expect(booked.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(booked.event.organizer).toBe('mailto:sales@courtside.example');
    expect(booked.event.attendees.map((attendee) => attendee.getFirstValue())).toEqual(['mailto:javier.lopez@example.com']);
    // The invitation's own text tells a calendar where to move or cancel it.
    expect(booked.event.description).toContain(MOVE);
    expect(booked.event.description).toContain(CANCEL);

    const newStart = new Date('2026-12-09T10:00:00Z');
    const moved = invitationOf(
      await composeBookingEmail(lead(), sampleBooking({ start: newStart, end: new Date('2026-12-09T10:30:00Z'), sequence: 1 }), options()),
    );
    expect(moved.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(moved.event.uid).toBe(booked.event.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().getTime()).toBe(newStart.getTime());

    const cancelled = invitationOf(
      await composeBookingEmail(
        lead(),
        sampleBooking({ start: newStart, end: new Date('2026-12-09T10:30:00Z'), sequence: 2, status: 'cancelled' }),
        options({ links: null }),
      ),
    );
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it("is the same message on every retry of one change: DTSTAMP is the booking's last change, not the moment of sending", async () => {
    const changedAt = new Date('2026-11-30T08:00:00Z');
    const version = sampleBooking({ changedAt });
    const first = await composeBookingEmail(lead(), version, options({ now: undefined }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await composeBookingEmail(lead(), version, options({ now: undefined }));
    expect(toResendBody(again)).toEqual(toResendBody(first));
    expect((invitationOf(first).vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime()).toBe(changedAt.getTime());
  });

  it("passes the invitation's type on to Resend and to the outbox (content_type)", async () => {
    const body = toResendBody(await composeBookingEmail(lead(), sampleBooking(), options()));
    expect(body.attachments).toEqual([
      { filename: 'invite.ics', content: expect.any(String), content_type: 'text/calendar; charset=utf-8; method=REQUEST' },
    ]);
    expect(Buffer.from(body.attachments![0]!.content, 'base64').toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it("shows a Spanish visitor in Mexico City the time in Mexico City, naming the zone in Spanish, not Madrid's", async () => {
    const email = await composeBookingEmail(lead('es'), sampleBooking(), options());
    const start = sampleBooking().start;
    const mexico = zoneLabel('America/Mexico_City', 'es', start);
    const madrid = zoneLabel('Europe/Madrid', 'es', start);
    expect(mexico).toBe('hora de Ciudad de México (UTC-6)');
    expect(mexico).not.toBe(madrid);
    for (const part of [email.subject, email.html, email.text]) {
      expect(part).toContain('10:00');
      expect(part).toContain(`10:00, ${mexico}`);
      expect(part).toContain('diciembre');
      expect(part).not.toContain('17:00');
      expect(part).not.toContain(madrid);
    }
    expect(email.subject).toContain(translatorFor('es')('scheduling.email.booking.title.booked').split(' ')[0]);
  });

  it('links to the move and cancel links it is given, and to nothing else; the meeting link when there is one', async () => {
    const email = await composeBookingEmail(lead(), sampleBooking(), options());
    expect(new Set(hrefs(email.html))).toEqual(new Set([MOVE, CANCEL]));
    expect(email.text).toContain(MOVE);
    expect(email.text).toContain(CANCEL);
    // Without a meeting link, the mail says the team will send one.
    expect(email.text).toContain(translatorFor('es')('scheduling.email.booking.linkLater'));

    const withMeeting = await composeBookingEmail(lead(), sampleBooking(), options({ meetingUrl: 'https://meet.example/courtside-demo' }));
    expect(new Set(hrefs(withMeeting.html))).toEqual(new Set([MOVE, CANCEL, 'https://meet.example/courtside-demo']));
    expect(withMeeting.text).not.toContain(translatorFor('es')('scheduling.email.booking.linkLater'));
    expect(invitationOf(withMeeting).vevent.getFirstPropertyValue('location')).toBe('https://meet.example/courtside-demo');
  });

  it('offers no move once the meeting has moved as often as it may, only the cancel link', async () => {
    const email = await composeBookingEmail(lead(), sampleBooking({ sequence: MAX_MOVES }), options());
    expect(new Set(hrefs(email.html))).toEqual(new Set([CANCEL]));
    expect(email.text).not.toContain(MOVE);
    expect(email.text).toContain(CANCEL);
    expect(invitationOf(email).vevent.getFirstPropertyValue('description')).not.toContain(MOVE);
    const earlier = await composeBookingEmail(lead(), sampleBooking({ sequence: MAX_MOVES - 1 }), options());
    expect(new Set(hrefs(earlier.html))).toEqual(new Set([MOVE, CANCEL]));
  });

  it('booked with its request, is the confirmation too in every language: thanks for the request, its choices, one invitation with the join link', async () => {
    const join = 'https://meet.example/courtside-0123456789abcdef0123';
    for (const locale of LOCALES) {
      const t = translatorFor(locale);
      const email = await composeBookingEmail(lead(locale), sampleBooking(), options({ meetingUrl: join, withRequest: true }));
      expect(email.text).toContain(t('scheduling.email.booking.intro.withRequest', { product: 'Courtside' }));
      expect(email.html).toContain(t('emails.confirmation.summaryTitle'));
      const choices = leadFieldLines(demo, lead(locale).payload, t, { choicesOnly: true });
      expect(choices.length).toBeGreaterThan(0);
      for (const choice of choices) expect(email.html).toContain(choice.value);
      const { event, calendar } = invitationOf(email);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.location).toBe(join);
      expect(hrefs(email.html)).toContain(join);
    }
    // A move of that meeting is an ordinary move: the confirmation was the first mail.
    const moved = await composeBookingEmail(lead('en'), sampleBooking({ sequence: 1 }), options({ withRequest: true }));
    expect(moved.html).not.toContain(translatorFor('en')('emails.confirmation.summaryTitle'));
  });

  it('has no move or cancel link once cancelled, even if links were passed, only the one to book again; and says so in its subject', async () => {
    const t = translatorFor('es');
    const cancelled = sampleBooking({ status: 'cancelled', sequence: 1 });
    const { bookAgainUrl } = options();
    for (const links of [null, { move: MOVE, cancel: CANCEL }]) {
      const email = await composeBookingEmail(lead(), cancelled, options({ links, meetingUrl: 'https://meet.example/courtside-demo' }));
      expect(hrefs(email.html)).toEqual([bookAgainUrl]);
      expect(email.text).toContain(bookAgainUrl);
      expect(invitationOf(email).text).not.toContain('demo/book');
      for (const part of [email.html, email.text, invitationOf(email).text]) {
        expect(part).not.toContain(MOVE);
        expect(part).not.toContain('demo/cancel');
      }
      expect(email.subject).toBe(
        t('scheduling.email.booking.subject.cancelled', { product: 'Courtside', time: email.subject.split(': ')[1]! }),
      );
      expect(email.subject).toContain('10:00');
    }
  });

  it('says booked, then changed (a raised sequence), then cancelled, in its subject', async () => {
    const subjectStart = (key: 'booked' | 'moved' | 'cancelled') =>
      translatorFor('en')(`scheduling.email.booking.subject.${key}`, { product: 'Courtside', time: '' }).split(':')[0]!;
    const subjects = await Promise.all(
      [sampleBooking(), sampleBooking({ sequence: 1 }), sampleBooking({ sequence: 2, status: 'cancelled' })].map(
        async (version) => (await composeBookingEmail(lead('en'), version, options())).subject,
      ),
    );
    expect(subjects.map((subject) => subject.split(':')[0])).toEqual((['booked', 'moved', 'cancelled'] as const).map(subjectStart));
    expect(new Set(subjects.map((subject) => subject.split(':')[0])).size).toBe(3);
  });

  it.each([
    ['Ann\u202E moc.live\u0007 https://evil.example/win', undefined],
    ['Visit evil.example now\u0000\u009B', 'Visit'],
    ['\u2066Bob\u2069 <a href="https://evil.example">x</a>', undefined],
    ['Ana García', 'Ana'],
  ])('greets %j by a clean given name only, and lets nothing of it become a link or a hidden character', async (name, greeted) => {
    const email = await composeBookingEmail(lead('en', { name }), sampleBooking(), options());
    const { text: ics, event } = invitationOf(email);
    for (const part of [email.subject, withoutPreview(email.html), email.text, ics.replaceAll('\r\n', '\n')]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toMatch(HIDDEN);
    }
    expect(new Set(hrefs(email.html))).toEqual(new Set([MOVE, CANCEL]));
    const t = translatorFor('en');
    expect(email.text).toContain(
      greeted ? t('emails.confirmation.greeting', { name: greeted }) : t('emails.confirmation.greetingWithoutName'),
    );
    // The attendee is the given name, or else the address: never a stranger's words.
    const attendee = event.attendees[0]!;
    expect(attendee.getParameter('cn')).toBe(greeted ?? 'javier.lopez@example.com');
  });

  it.each(LOCALES)('is a whole mail in %s: its language, no raw message key, a one-line subject', async (locale) => {
    for (const version of [sampleBooking(), sampleBooking({ sequence: 1 }), sampleBooking({ sequence: 2, status: 'cancelled' })]) {
      const email = await composeBookingEmail(
        lead(locale),
        version,
        options({ links: version.status === 'cancelled' ? null : options().links }),
      );
      expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(email.subject).not.toMatch(/[\r\n]/);
      for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(/\b(scheduling|emails)\.[a-zA-Z]+\./);
      expect(email.to).toEqual(['javier.lopez@example.com']);
      expect(email.text).toContain('D-7K2M9XQD');
    }
  });
});

describe("the team's notice of a booking change", () => {
  const settings = { from: 'Courtside <hello@courtside.example>', teamEmail: 'sales@courtside.example', timeZone: 'Europe/Madrid' };

  it("says what changed for which reference, when in the team's zone and in the person's, and lets a reply reach the person", async () => {
    const t = translatorFor('en');
    for (const change of ['booked', 'moved', 'cancelled'] as const) {
      const email = await composeBookingTeamNotice(
        lead('es'),
        sampleBooking({ status: change === 'cancelled' ? 'cancelled' : 'booked' }),
        change,
        settings,
      );
      expect(email.to).toEqual(['sales@courtside.example']);
      expect(email.subject).toBe(t(`scheduling.email.team.subject.${change}`, { reference: 'D-7K2M9XQD', name: 'Javier López' }));
      expect(email.html).toMatch(/<html[^>]* lang="en"/);
      expect(email.text).toContain(`Monday 7 December at 17:00, ${zoneLabel('Europe/Madrid', 'en', sampleBooking().start)}`);
      expect(email.text).toContain(`Monday 7 December at 10:00, ${zoneLabel('America/Mexico_City', 'en', sampleBooking().start)}`);
      expect(email.text).toContain(t('scheduling.email.team.club', { club: 'Padel Norte' }));
      expect(email.replyTo).toEqual(change === 'cancelled' ? undefined : ['javier.lopez@example.com']);
    }
  });

  it('names the meeting link, or says there is none; and says when the person was not sent their mail', async () => {
    const t = translatorFor('en');
    const without = await composeBookingTeamNotice(lead(), sampleBooking(), 'booked', settings);
    expect(without.text).toContain(t('scheduling.email.team.noMeetingLink'));
    expect(without.text).not.toContain(t('scheduling.email.team.invitationHeld'));
    const held = await composeBookingTeamNotice({ ...lead(), confirmationHeld: 'mailbox-cap' }, sampleBooking(), 'booked', {
      ...settings,
      meetingUrl: 'https://meet.example/courtside-demo',
    });
    expect(held.text).toContain(t('scheduling.email.team.meetingLink', { url: 'https://meet.example/courtside-demo' }));
    expect(held.text).toContain(t('scheduling.email.team.invitationHeld'));
  });

  it('tells the team of a cancellation that the follow-up is back, and only then', async () => {
    const t = translatorFor('en');
    const cancelled = await composeBookingTeamNotice(lead(), sampleBooking({ status: 'cancelled', sequence: 1 }), 'cancelled', settings);
    expect(cancelled.text).toContain(t('scheduling.email.team.followUpBack'));
    const booked = await composeBookingTeamNotice(lead(), sampleBooking(), 'booked', settings);
    expect(booked.text).not.toContain(t('scheduling.email.team.followUpBack'));
  });

  it('shows the name and club as sent, without control or bidi characters, and makes no link of them', async () => {
    const email = await composeBookingTeamNotice(
      lead('en', { name: 'Ann \u202Efdp.exe\u0007 https://evil.example', clubName: 'Club\u200F\u0000 Norte\r\nBcc: x@evil.example' }),
      sampleBooking(),
      'moved',
      settings,
    );
    expect(email.subject).toContain('Ann fdp.exe https://evil.example');
    expect(email.text).toContain('Club: Club Norte Bcc: x@evil.example');
    for (const part of [email.subject, withoutPreview(email.html), email.text]) expect(part).not.toMatch(HIDDEN);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(hrefs(email.html).filter((href) => href.includes('evil'))).toEqual([]);
  });
});
