import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingUid, invitationText, type Invitation } from '@/lib/scheduling/invitation';

const booked: Invitation = {
  method: 'REQUEST',
  uid: bookingUid('6f1c2a9e-3b7d-4c1a-9f8e-2d5b7c9a1e34', 'courtside.example'),
  sequence: 0,
  stamp: new Date('2026-11-23T07:00:00Z'),
  start: new Date('2026-11-24T09:30:00Z'),
  end: new Date('2026-11-24T10:00:00Z'),
  summary: 'Courtside demo',
  description: 'Your demo of Courtside.\nMove or cancel: https://courtside.example/en/booking/abc',
  meetingUrl: 'https://meet.example/courtside-demo',
  organizer: { name: 'Courtside', email: 'sales@courtside.example' },
  attendee: { name: 'Ana García', email: 'ana@example.com' },
};

/** The text through a real parser: its calendar, and the one event it must hold. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

/**
 * RFC 5545 gives parameter values no backslash escapes, so the invitation writes a backslash in a
 * name as it is; ical.js (Thunderbird's parser) reads TEXT escapes there as well. Either way the name
 * stays one parameter value, which is what the tests check.
 */
function asIcalJsReadsParameters(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
}

describe('invitationText', () => {
  it('is an iTIP request a calendar reads: the booked instant, UID, SEQUENCE, people and link', () => {
    const { calendar, event } = parsed(invitationText(booked));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(booked.start.toISOString());
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(booked.end.toISOString());
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid).toBe('UTC');
    expect((event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(booked.stamp.toISOString());
    expect(event.getFirstPropertyValue('uid')).toBe(booked.uid);
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('summary')).toBe(booked.summary);
    expect(event.getFirstPropertyValue('description')).toBe(booked.description);
    expect(event.getFirstPropertyValue('location')).toBe(booked.meetingUrl);
    expect(event.getFirstPropertyValue('url')).toBe(booked.meetingUrl);
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:sales@courtside.example');
    expect(organizer.getParameter('cn')).toBe('Courtside');
    const attendee = event.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:ana@example.com');
    expect(attendee.getParameter('cn')).toBe('Ana García');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
  });

  it('keeps the UID through a change and a cancellation, with the SEQUENCE the caller raised', () => {
    const moved = parsed(
      invitationText({ ...booked, sequence: 1, start: new Date('2026-11-25T08:00:00Z'), end: new Date('2026-11-25T08:30:00Z') }),
    );
    const cancelled = parsed(invitationText({ ...booked, method: 'CANCEL', sequence: 2 }));
    expect(moved.event.getFirstPropertyValue('uid')).toBe(booked.uid);
    expect(moved.event.getFirstPropertyValue('sequence')).toBe(1);
    expect((moved.event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.getFirstPropertyValue('uid')).toBe(booked.uid);
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('derives the UID from the booking alone', () => {
    expect(bookingUid('b-1', 'courtside.example')).toBe(bookingUid('b-1', 'courtside.example'));
    expect(bookingUid('b-1', 'courtside.example')).not.toBe(bookingUid('b-2', 'courtside.example'));
  });

  it('ends lines with CRLF and folds them at 75 octets without splitting a UTF-8 character', () => {
    const long = {
      ...booked,
      summary: 'Démo — ünïcödé 日本語 😀 '.repeat(12),
      attendee: { name: 'Zoë 😀'.repeat(20), email: 'zoe@example.com' },
    };
    const text = invitationText(long);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of text.split('\r\n').slice(0, -1)) {
      const octets = Buffer.from(line);
      expect(octets.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(octets)).not.toThrow();
    }
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    const { event } = parsed(text);
    expect(event.getFirstPropertyValue('summary')).toBe(long.summary);
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe(long.attendee.name);
  });

  it.each([
    { name: 'a line break and a new property', hostile: 'Eve\r\nATTENDEE:mailto:eve@evil.example' },
    { name: 'a second event', hostile: 'Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nDTSTART:20260101T000000Z' },
    { name: 'semicolons, colons, commas and quotes', hostile: 'Eve";RSVP=FALSE;X=1:mailto:eve@evil.example, "x" ; y : z' },
    { name: 'a lone CR, a lone LF and backslashes', hostile: 'Eve\rMETHOD:CANCEL\nSTATUS:CANCELLED\\n\\' },
    { name: 'carets (RFC 6868)', hostile: "Eve ^n ^' ^^" },
  ])('keeps a hostile name ($name) inside one property value', ({ hostile }) => {
    const text = invitationText({
      ...booked,
      summary: `Demo with ${hostile}`,
      description: hostile,
      attendee: { name: hostile, email: 'ana@example.com' },
    });
    const { calendar, event } = parsed(text);
    const newlines = (value: string) => value.replace(/\r\n|\r/g, '\n');
    expect(event.getFirstPropertyValue('summary')).toBe(newlines(`Demo with ${hostile}`));
    expect(event.getFirstPropertyValue('description')).toBe(newlines(hostile));
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe(asIcalJsReadsParameters(newlines(hostile)));
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(event.getFirstProperty('attendee')!.getParameter('rsvp')).toBe('TRUE');
    expect(event.getFirstPropertyValue('uid')).toBe(booked.uid);
    expect(event.getAllProperties('dtstart')).toHaveLength(1);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(calendar.getAllProperties('method')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    // Every physical line is a known property or a folded continuation: nothing was started by the name.
    const starts = text
      .split('\r\n')
      .filter((line) => line && !line.startsWith(' '))
      .map((line) => line.split(/[;:]/)[0]);
    expect(starts).toEqual(
      invitationText(booked)
        .split('\r\n')
        .filter((line) => line && !line.startsWith(' '))
        .map((line) => line.split(/[;:]/)[0]),
    );
  });

  it('keeps any name, summary and description as one value each (property test)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 120 }), (anyText, name) => {
        const { event } = parsed(
          invitationText({ ...booked, summary: anyText, description: anyText, attendee: { name, email: 'ana@example.com' } }),
        );
        expect(event.getAllProperties().map((property) => property.name)).toEqual(
          parsed(invitationText(booked))
            .event.getAllProperties()
            .map((property) => property.name),
        );
        expect(event.getFirstPropertyValue('uid')).toBe(booked.uid);
      }),
      { numRuns: 200 },
    );
  });

  it('writes an attendee address with odd characters as one mailto value', () => {
    const { event } = parsed(invitationText({ ...booked, attendee: { name: 'Ana', email: 'ana"\r\n;x=1:@example.com' } }));
    const attendee = event.getFirstProperty('attendee')!;
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(attendee.getFirstValue()).toMatch(/^mailto:[^\s";:]*@example\.com$/);
  });

  it('refuses what no calendar could take', () => {
    expect(() => invitationText({ ...booked, sequence: -1 })).toThrow(/SEQUENCE/);
    expect(() => invitationText({ ...booked, sequence: 1.5 })).toThrow(/SEQUENCE/);
    expect(() => invitationText({ ...booked, end: booked.start })).toThrow(/end after it starts/);
    expect(() => invitationText({ ...booked, meetingUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });
});
