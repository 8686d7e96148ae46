/**
 * The meeting's join link (lib/scheduling/meeting-link.ts): MEETING_URL's `{booking}` becomes one
 * room per booking, the same for every version of it; what is known at booking time is that room,
 * never a Meet (made after, with the team's event).
 */
import { describe, expect, it } from 'vitest';
import { successMessage } from '@/lib/acceptance/success-message';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { joinUrlAtBooking, meetingRoomId, meetingRoomUrl, meetRequestId } from '@/lib/scheduling/meeting-link';

const BOOKING = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

describe('the meeting link', () => {
  it('names one room per booking, stable, letters and digits only, wherever {booking} stands', () => {
    expect(meetingRoomId(BOOKING)).toMatch(/^[0-9a-f]{20}$/);
    expect(meetingRoomId(BOOKING)).toBe(meetingRoomId(BOOKING));
    expect(meetingRoomId(OTHER)).not.toBe(meetingRoomId(BOOKING));
    // The booking's id itself is not the room: the room says nothing of the store's ids.
    expect(meetingRoomId(BOOKING)).not.toContain(BOOKING.slice(0, 8));
    const room = meetingRoomId(BOOKING);
    expect(meetingRoomUrl('https://meet.jit.si/courtside-{booking}', BOOKING)).toBe(`https://meet.jit.si/courtside-${room}`);
    expect(meetingRoomUrl('https://zoom.example/j?room={booking}&again={booking}', BOOKING)).toBe(
      `https://zoom.example/j?room=${room}&again=${room}`,
    );
    // A fixed room stays as it is; no MEETING_URL, no link.
    expect(meetingRoomUrl('https://meet.example/courtside-demo', BOOKING)).toBe('https://meet.example/courtside-demo');
    expect(meetingRoomUrl(undefined, BOOKING)).toBeUndefined();
  });

  it('is known at booking time only as MEETING_URL: a Meet comes with the invitation', () => {
    const rooms = 'https://meet.jit.si/courtside-{booking}';
    expect(joinUrlAtBooking({ meetingUrl: rooms }, BOOKING)).toBe(meetingRoomUrl(rooms, BOOKING));
    expect(joinUrlAtBooking({ meetingUrl: rooms, googleMeet: true }, BOOKING)).toBeUndefined();
    expect(joinUrlAtBooking({}, BOOKING)).toBeUndefined();
    expect(joinUrlAtBooking(undefined, BOOKING)).toBeUndefined();
  });

  it('asks Google for the same Meet on every retry and move of a booking, another for another booking', () => {
    expect(meetRequestId(BOOKING)).toBe(meetRequestId(BOOKING));
    expect(meetRequestId(OTHER)).not.toBe(meetRequestId(BOOKING));
  });
});

describe("the answer's message on the meeting link", () => {
  const demo = getOperation('requestDemo');
  const meeting = { start: new Date('2026-12-07T16:00:00Z'), timeZone: 'Europe/Madrid' };

  it('gives the link where known, else says how it comes, in the language of the request', () => {
    const t = translatorFor('fr');
    const url = 'https://meet.jit.si/courtside-0123456789abcdef0123';
    expect(successMessage(demo, 'fr', 'Ana', false, { ...meeting, joinUrl: url })).toContain(
      t('scheduling.email.invitation.meeting', { url }),
    );
    expect(successMessage(demo, 'fr', 'Ana', false, { ...meeting, linkComes: 'invitation' })).toContain(
      t('scheduling.pages.meeting.linkWithInvitation'),
    );
    expect(successMessage(demo, 'fr', 'Ana', false, { ...meeting, linkComes: 'team' })).toContain(t('scheduling.email.booking.linkLater'));
  });
});
