import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { canonicalZone, COMMON_ZONES, DEFAULT_ZONE, formatMeetingTime, groupSlotsByDay, isIanaZone } from '@/lib/scheduling/display-time';

// Monday 7 December 2026, 09:00 UTC: 10:00 in Madrid (UTC+1), 04:00 in New York (UTC-5).
const instant = new Date('2026-12-07T09:00:00Z');

describe('formatMeetingTime', () => {
  it("writes a time in Spanish in the person's zone, naming the zone", () => {
    expect(formatMeetingTime(instant, 'es', 'Europe/Madrid')).toBe('lunes, 7 de diciembre, 10:00 (hora estándar de Europa central)');
    expect(formatMeetingTime(instant, 'es', 'America/New_York')).toBe('lunes, 7 de diciembre, 04:00 (hora estándar oriental)');
  });

  it('writes the British English form for English', () => {
    expect(formatMeetingTime(instant, 'en', 'Europe/London')).toBe('Monday 7 December at 09:00 (Greenwich Mean Time)');
  });

  it('names summer time in summer', () => {
    expect(formatMeetingTime(new Date('2026-07-06T08:00:00Z'), 'en', 'Europe/Madrid')).toBe(
      'Monday 6 July at 10:00 (Central European Summer Time)',
    );
  });

  it('has a form in every language, each naming the zone in brackets', () => {
    for (const locale of LOCALES) expect(formatMeetingTime(instant, locale, 'Europe/Berlin')).toMatch(/10:00.*\(.+\)$/);
  });
});

describe('groupSlotsByDay', () => {
  it("groups starts by the local day of the person's zone, in order", () => {
    // 23:30 UTC on Monday is already Tuesday in Madrid, still Monday in New York.
    const starts = [new Date('2026-12-07T23:30:00Z'), new Date('2026-12-08T09:00:00Z'), instant];
    const madrid = groupSlotsByDay(starts, 'es', 'Europe/Madrid');
    expect(madrid.map(({ date, label }) => [date, label])).toEqual([
      ['2026-12-07', 'lunes, 7 de diciembre'],
      ['2026-12-08', 'martes, 8 de diciembre'],
    ]);
    expect(madrid[1]!.slots.map(({ time }) => time)).toEqual(['00:30', '10:00']);
    expect(madrid[1]!.slots[0]!.start).toEqual(starts[0]);
    const newYork = groupSlotsByDay(starts, 'en', 'America/New_York');
    expect(newYork.map(({ date, slots }) => [date, slots.map(({ time }) => time)])).toEqual([
      ['2026-12-07', ['04:00', '18:30']],
      ['2026-12-08', ['04:00']],
    ]);
  });

  it("tells apart the two times that share a clock reading when the person's clocks go back", () => {
    // New York, 1 November 2026: 01:30 EDT is 05:30 UTC, 01:30 EST is 06:30 UTC.
    const [day] = groupSlotsByDay([new Date('2026-11-01T05:30:00Z'), new Date('2026-11-01T06:30:00Z')], 'en', 'America/New_York');
    const [first, second] = day!.slots.map(({ time }) => time);
    expect(first).toMatch(/^01:30 /);
    expect(second).toMatch(/^01:30 /);
    expect(first).not.toBe(second);
    expect(groupSlotsByDay([new Date('2026-11-02T14:00:00Z')], 'en', 'America/New_York')[0]!.slots[0]!.time).toBe('09:00');
  });
});

describe('zones', () => {
  it('accepts IANA names, in any case, and settles their spelling', () => {
    expect(isIanaZone('Europe/Madrid')).toBe(true);
    expect(isIanaZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaZone('UTC')).toBe(true);
    expect(canonicalZone('europe/madrid')).toBe('Europe/Madrid');
    expect(canonicalZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('Europe/Kyiv')).toBe('Europe/Kyiv');
  });

  it('refuses anything else: unknown places, offsets, overlong or odd text, non-strings', () => {
    for (const name of [
      'Europe/Atlantis',
      '+01:00',
      'GMT+1 ',
      '',
      '../etc/passwd',
      `Europe/${'A'.repeat(80)}`,
      'Europe/Madrid\n',
      42,
      null,
      undefined,
    ]) {
      expect(isIanaZone(name)).toBe(false);
    }
  });

  it("defaults each language to its market's zone, and lists them all among the common zones", () => {
    for (const locale of LOCALES) {
      expect(isIanaZone(DEFAULT_ZONE[locale])).toBe(true);
      expect(COMMON_ZONES).toContain(DEFAULT_ZONE[locale]);
    }
  });

  it('offers a short list of valid zones, each once', () => {
    expect(COMMON_ZONES.length).toBeLessThanOrEqual(50);
    expect(new Set(COMMON_ZONES).size).toBe(COMMON_ZONES.length);
    for (const zone of COMMON_ZONES) expect(canonicalZone(zone)).toBe(zone);
  });
});
