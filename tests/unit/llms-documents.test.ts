/**
 * /llms.txt has everything a person's errand needs (a quote, a brochure and a demo at a time they
 * name, in their language), and /llms-full.txt is the reference beside it (issue 46): llms.txt
 * states every limit those requests meet and the team's booking rules, with the figures the code
 * that enforces them reads (here from settings and rules other than the defaults, so no figure can be
 * written into the text by hand), and says how to find a part of a day in the person's zone;
 * llms-full.txt repeats no sentence of it. The builders are called directly; tests/api/llms-text.test.ts
 * reads both from a running server.
 */
import { describe, expect, it } from 'vitest';
import bookingRulesJson from '@/content/scheduling.json';
import { llmsFullText } from '@/lib/agents/documents/llms-full-text';
import { llmsText } from '@/lib/agents/documents/llms-text';
import { mailLimitsOf } from '@/lib/abuse/mail-allowance';
import { NETWORK_FACTOR } from '@/lib/abuse/client-network';
import { loadBookingRules, WEEKDAYS, type BookingRules, type Weekday } from '@/lib/scheduling/booking-rules';
import { MAX_SLOTS_PER_ANSWER, SLOTS_PARAMETERS } from '@/lib/scheduling/slot-list';
import { env, loadEnv, type Env } from '@/lib/settings/env';
import { MAILBOX_CAP_WINDOW_HOURS } from '@/lib/store/leads';
import { repeatedSentences, sentencesOfSubstance } from '../helpers/text-repeats';

const SITE = 'https://courts.example';

/** Settings and rules unlike the defaults: a figure copied by hand into the text would show. */
const OTHER_SETTINGS = loadEnv({
  EMAILS_PER_RECIPIENT_PER_DAY: '7',
  BROCHURES_PER_RECIPIENT_PER_DAY: '2',
  OUTBOUND_MAIL_PER_CLIENT: '4/1800',
  TEAM_TIMEZONE: 'America/Mexico_City',
  BOOKINGS_PER_CLIENT: '2',
});
const OTHER_RULES = loadBookingRules({
  ...bookingRulesJson,
  meetingMinutes: '45',
  slotStepMinutes: '15',
  minimumNoticeHours: '20',
  horizonDays: '10',
  bufferMinutes: '5',
  meetingsPerDay: '4',
  workingHours: { ...bookingRulesJson.workingHours, tuesday: '13:00-19:00', friday: '09:00-12:00, 13:00-15:00' },
});
const SHIPPED_RULES = loadBookingRules(bookingRulesJson);

const CASES: { name: string; settings: Env; rules: BookingRules }[] = [
  { name: 'the defaults', settings: env(), rules: SHIPPED_RULES },
  { name: 'other settings and rules', settings: OTHER_SETTINGS, rules: OTHER_RULES },
];

const thousands = (value: number) => new Intl.NumberFormat('en').format(value);
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The demo's lines of llms.txt: from the booking steps to the Documents section. */
const meetingPart = (text: string) => text.slice(text.indexOf('1. List the free starts'), text.indexOf('## Documents'));

/** The working hours the text states, read back per weekday: "Monday to Thursday 09:00-17:00, Friday …". */
function statedWorkingHours(hours: string): Record<Weekday, string> {
  const stated = Object.fromEntries(WEEKDAYS.map((day) => [day, 'closed'])) as Record<Weekday, string>;
  for (const run of hours.split(', ')) {
    const [, first, joiner, last, ranges] = /^([A-Z][a-z]+day)(?: (to|and) ([A-Z][a-z]+day))? (.+)$/.exec(run)!;
    const from = WEEKDAYS.indexOf(first!.toLowerCase() as Weekday);
    const to = last ? WEEKDAYS.indexOf(last.toLowerCase() as Weekday) : from;
    const days = joiner === 'and' ? [from, to] : WEEKDAYS.map((_, index) => index).filter((index) => index >= from && index <= to);
    for (const index of days) stated[WEEKDAYS[index]!] = ranges!;
  }
  return stated;
}

describe.each(CASES)('llms.txt with $name', ({ settings, rules }) => {
  const text = llmsText(SITE, settings, rules);

  it('states the caps on one mailbox (every email, and brochures) as the mail allowance enforces them, before any operation', () => {
    const limits = mailLimitsOf(settings);
    const caps = `at most ${limits.brochuresPerMailbox} brochures and ${limits.mailsPerMailbox} emails in all in ${MAILBOX_CAP_WINDOW_HOURS} hours`;
    expect(text).toContain(caps);
    expect(text.indexOf(caps)).toBeLessThan(text.indexOf('**Request a quote**'));
    // What happens past them: a brochure refused, the others stored without mail, a booking refused.
    const rule = text.slice(text.indexOf(caps));
    expect(rule).toMatch(/^[^\n]*A further brochure request is refused with 429 RATE_LIMITED/);
    expect(rule).toMatch(/^[^\n]*a demo request with preferredStart whose invitation cannot be sent is refused with 429/);
    // How much of the allowance each request uses.
    expect(text).toContain('an accepted request is one email to the address it names');
  });

  it("states each client's share of the site's mail, as the allowance counts it", () => {
    const share = mailLimitsOf(settings).perClient!;
    expect(text).toContain(
      `at most ${share.limit} addresses in requests per ${thousands(share.windowSeconds)} seconds, and its network (an IPv4 /24 or IPv6 /48) ${share.limit * NETWORK_FACTOR}`,
    );
  });

  it("states the team's booking rules as the scheduling code reads them", () => {
    const line = /^- Booking rules\. (.*)$/m.exec(meetingPart(text))?.[1];
    expect(line).toBeDefined();
    expect(line).toContain(`A meeting lasts ${rules.meetingMinutes} minutes; the starts are ${rules.slotStepMinutes} minutes apart`);
    expect(line).toContain(`at least ${rules.minimumNoticeHours} hours and at most ${rules.horizonDays} days ahead`);
    expect(line).toContain(
      `at most ${rules.meetingsPerDay} meetings a day and keeps ${rules.bufferMinutes} minutes free around each busy time`,
    );
    expect(line).toContain(`the requests from one client address at most ${settings.BOOKINGS_PER_CLIENT}`);
    expect(line).toContain('A mailbox may hold one coming meeting');
    const [, hours, zone] = /working hours \((.+), in ([^)]+)\)/.exec(line!)!;
    expect(zone).toBe(settings.TEAM_TIMEZONE);
    const expected = Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        rules.workingHours[day].length
          ? rules.workingHours[day].map((range) => `${clock(range.start)}-${clock(range.end)}`).join(' and ')
          : 'closed',
      ]),
    );
    expect(statedWorkingHours(hours!)).toEqual(expected);
  });

  it("says how to book a time in a part of a day the person names, in the person's zone, with every parameter of the list", () => {
    const meeting = meetingPart(text);
    for (const name of SLOTS_PARAMETERS) expect(meeting).toMatch(new RegExp(`^- \`${name}\` \\(a parameter of the list\\)\\. `, 'm'));
    expect(meeting).toContain(`(${rules.horizonDays} days ahead)`);
    expect(meeting).toContain(`${rules.meetingMinutes}-minute meeting`);
    const recipe = /^- For a part of a day the person names (.*)$/m.exec(meeting)?.[1];
    expect(recipe).toContain(`from set to that day and limit ${MAX_SLOTS_PER_ANSWER}`);
    expect(recipe).toMatch(/keep the slots whose local time is on that day and in that part of it/);
    expect(recipe).toMatch(/offer the nearest times listed/);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const text = llmsText(SITE);
  const full = llmsFullText(SITE);

  it('llms-full.txt repeats no sentence of substance of llms.txt', () => {
    expect(sentencesOfSubstance(text).length).toBeGreaterThan(40);
    expect(repeatedSentences(text, full)).toEqual([]);
  });

  it('the check finds a repeated sentence, whatever its Markdown', () => {
    const sentence = sentencesOfSubstance(text).find((candidate) => candidate.includes('preferredStart the person has not chosen'))!;
    expect(repeatedSentences(text, `${full}\n- **${sentence}**`)).toEqual([sentence]);
  });

  it('llms-full.txt says it adds to llms.txt, which is read first', () => {
    expect(full.split('\n')[2]).toMatch(new RegExp(`^The reference beside ${SITE}/llms\\.txt, .*read that first\\.`));
  });

  it('llms.txt stays compact: what an errand needs, the reference left to llms-full.txt', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(15_000);
    // The full examples and the error codes are the reference's.
    expect(text).not.toContain('```');
    expect(text).not.toContain('`INVALID_JSON`');
  });
});

describe('the pages llms.txt lists', () => {
  it('names every page by its title, the legal notice and the terms among them, never by its bare path', () => {
    const text = llmsText('https://courts.example');
    const pages = text.slice(text.indexOf('## Pages'), text.indexOf('## Optional'));
    const titles = [...pages.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gmu)].map((match) => ({ title: match[1], url: match[2] }));
    expect(titles.length).toBeGreaterThan(5);
    for (const { title } of titles) expect(title).not.toMatch(/^\//u);
    expect(titles).toContainEqual({ title: 'Legal notice', url: 'https://courts.example/en/legal' });
    expect(titles).toContainEqual({ title: 'Terms of service', url: 'https://courts.example/en/terms' });
  });
});
