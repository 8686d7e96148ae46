/**
 * The team's word (issue 45, item 4): every text the team gets speaks to the team, never to the
 * person ("the fewest your answer allows" was the person's wording in the team's quote notice), and
 * promises no number of hours; a demo's notice with its meeting asks for no follow-up.
 */
import { describe, expect, it } from 'vitest';
import { followUpEvent } from '@/lib/delivery/calendar/follow-up-event';
import { bookingTeamNoticeContent } from '@/lib/delivery/email-content/booking';
import { teamDigestContent } from '@/lib/delivery/email-content/digest';
import { deadLetterContent, teamNotificationContent } from '@/lib/delivery/email-content/team-mail';
import { SAMPLE_BOOKINGS, SAMPLE_TEAM_ZONE, sampleLead } from '@/lib/delivery/email-samples';
import type { StoredLead } from '@/lib/delivery/stored-lead';
import { quotationSection } from '@/lib/destinations/quotation-lines';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { assumptionText } from '@/lib/quotation/quotation-copy';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import { HOURS_PROMISE } from '../helpers/working-day';

/** What a team mail says in its own words: its title, intro and facts (the lead's fields are the lead's). */
type Worded = { title: string; intro: string; facts: readonly string[] };
const wordsOf = ({ title, intro, facts }: Worded) => [title, intro, ...facts].join('\n');

/** A priced quote whose courts were a band: its quotation assumes the band's fewest courts. */
const quote = (locale: Locale) => sampleLead('submitQuoteRequest', { locale, payload: { numberOfCourts: '4-8' } });

/** Every team text in the locale: notifications (a demo's with its meeting too), booking notices, a dead letter, a digest. */
function teamTexts(locale: Locale): string[] {
  const leads: StoredLead[] = [...operations.map((operation) => sampleLead(operation, { locale })), quote(locale)];
  const demo = sampleLead('requestDemo', { locale });
  const meeting = { booking: SAMPLE_BOOKINGS.booked, timeZone: SAMPLE_TEAM_ZONE };
  const digest = teamDigestContent(leads, { threshold: { limit: 20, windowSeconds: 3600 }, locale }).props;
  return [
    ...leads.map((lead) => wordsOf(teamNotificationContent(lead, { locale }).props)),
    wordsOf(teamNotificationContent(demo, { locale, meeting }).props),
    ...(['booked', 'moved', 'cancelled'] as BookingChange[]).map((change) =>
      wordsOf(bookingTeamNoticeContent(demo, SAMPLE_BOOKINGS[change], change, { timeZone: SAMPLE_TEAM_ZONE, locale }).props),
    ),
    wordsOf(deadLetterContent(quote(locale), 'calendar-event', { locale }).props),
    [digest.title, digest.intro, ...digest.entries.flatMap((entry) => [entry.heading, ...entry.facts])].join('\n'),
  ];
}

describe.each(LOCALES)('the team texts in %s', (locale) => {
  const t = translatorFor(locale);

  it("say the quotation's assumptions as the lead's, not in the words said to the person", () => {
    const assumptions = quote(locale).quotation!.assumptions;
    expect(assumptions.some((item) => item.field === 'numberOfCourts' && item.reason === 'smallestOfBand')).toBe(true);
    const personal = assumptions.filter((item) => item.reason === 'smallestOfBand').map((item) => assumptionText(item, t));
    for (const text of teamTexts(locale)) {
      for (const words of personal) expect(text).not.toContain(words);
      expect(text).not.toMatch(HOURS_PROMISE);
    }
  });

  it('tell the team of a demo booked before its notification went to prepare the meeting, not to follow up', () => {
    const demo = sampleLead('requestDemo', { locale });
    const props = teamNotificationContent(demo, { locale, meeting: { booking: SAMPLE_BOOKINGS.booked, timeZone: SAMPLE_TEAM_ZONE } }).props;
    expect(props.title).toBe(t('scheduling.email.team.subject.booked', { reference: demo.reference, name: demo.payload.name }));
    expect(props.facts).not.toContain(t('emails.team.followUp'));
    expect(props.intro).toBe(t('scheduling.email.team.intro.booked', { name: demo.payload.name }));
    // Without a meeting, the same request is one to follow up.
    expect(teamNotificationContent(demo, { locale }).props.facts).toContain(t('emails.team.followUp'));
  });
});

describe('the team texts in English', () => {
  it('never address the person ("you", "your"): the team is who reads them', () => {
    for (const text of teamTexts('en')) expect(text).not.toMatch(/\byour?\b/i);
  });

  it("Slack's and HubSpot's quotation lines, and the calendar follow-up, speak to the team too", () => {
    const lines = quotationSection(quote('en').quotation!).lines.join('\n');
    expect(lines).toContain("the fewest the lead's answer allows");
    expect(lines).not.toMatch(/\byour?\b/i);
    const event = followUpEvent(quote('en'), SAMPLE_TEAM_ZONE).description!;
    expect(event).not.toMatch(HOURS_PROMISE);
    expect(event).not.toContain('Promised: a follow-up within');
  });
});
