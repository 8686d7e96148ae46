/**
 * The reminder of a demo meeting, the day before (lib/delivery/reminder/compose-reminder.tsx): in
 * every language, the time in the zone the person chose, the join link and the move and cancel
 * links of the booking's current invitation, and no second invitation to duplicate the first in
 * their calendar. A subject of its own, so that it is not mistaken for the booking's.
 */
import { describe, expect, it } from 'vitest';
import { composeBookingEmail } from '@/lib/delivery/compose-booking-emails';
import { sampleBooking, sampleBookingOptions, sampleDemoLead, sampleLead } from '@/lib/delivery/email-samples';
import { composeBookingReminder } from '@/lib/delivery/reminder/compose-reminder';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MAX_MOVES } from '@/lib/scheduling/moves';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';

/** Every link target in a mail's HTML, as a browser reads it. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));

describe('the reminder of a demo meeting', () => {
  it.each(LOCALES)("is a whole mail in %s: the time in the person's zone, the join, move and cancel links", async (locale) => {
    const booking = sampleBooking();
    const options = sampleBookingOptions(locale);
    const email = await composeBookingReminder(sampleDemoLead(locale), booking, options);
    const t = translatorFor(locale);
    // Mexico City's time, named in the person's language: not the team's zone, not UTC.
    const time = meetingTimeLabel(booking.start, locale, 'America/Mexico_City');
    expect(time).toContain('10:00');
    expect(email.subject).toBe(t('scheduling.email.reminder.subject', { product: 'Courtside', time }));
    for (const part of [email.subject, email.html, email.text]) {
      expect(part).toContain(time);
      expect(part).not.toMatch(/\b(scheduling|emails)\.[a-zA-Z]+\./);
    }
    expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    expect(email.html).toContain(t('scheduling.email.reminder.title'));
    expect(email.text).toContain('D-7K2M9XQD');
    expect(new Set(hrefs(email.html))).toEqual(new Set([options.meetingUrl, options.links!.move, options.links!.cancel]));
    for (const url of [options.meetingUrl!, options.links!.move, options.links!.cancel]) expect(email.text).toContain(url);
    expect(email.to).toEqual(['javier.lopez@example.com']);
    expect(email.attachments).toBeUndefined();
    // Not the booking email's subject: a person who sees both can tell them apart.
    const booked = await composeBookingEmail(sampleDemoLead(locale), booking, options);
    expect(email.subject).not.toBe(booked.subject);
  });

  it('says the link comes from the team when there is none, and offers no move once the meeting has moved as often as it may', async () => {
    const t = translatorFor('fr');
    const options = sampleBookingOptions('fr', { meetingUrl: undefined });
    const moved = sampleBooking({ sequence: MAX_MOVES });
    const email = await composeBookingReminder(sampleDemoLead('fr'), moved, options);
    expect(email.text).toContain(t('scheduling.email.booking.linkLater'));
    expect(hrefs(email.html)).toEqual([options.links!.cancel]);
  });

  it('greets by a given name only, and lets nothing else the person typed into the mail', async () => {
    const lead = sampleLead('requestDemo', { locale: 'en', payload: { name: 'Visit evil.example now' } });
    const email = await composeBookingReminder(lead, sampleBooking(), sampleBookingOptions('en'));
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('evil.example');
    expect(email.text).toContain(translatorFor('en')('emails.confirmation.greeting', { name: 'Visit' }));
  });
});
