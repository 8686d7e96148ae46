import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { COMMON_ZONES } from '@/lib/scheduling/display-time';
import { exemplarCity, zoneLabel, zoneOptions } from '@/lib/scheduling/zone-label';

// Monday 7 December 2026 (winter in the north) and Monday 6 July 2026 (summer).
const winter = new Date('2026-12-07T09:00:00Z');
const summer = new Date('2026-07-06T12:00:00Z');

describe('zoneLabel', () => {
  it('names the city in the reader’s language, with the offset at the time shown', () => {
    expect(zoneLabel('Europe/Madrid', 'en', winter)).toBe('Madrid time (GMT+1)');
    expect(zoneLabel('Europe/Madrid', 'en', summer)).toBe('Madrid time (GMT+2)');
    expect(zoneLabel('Europe/Madrid', 'es', winter)).toBe('hora de Madrid (GMT+1)');
    expect(zoneLabel('America/New_York', 'es', winter)).toBe('hora de Nueva York (GMT-5)');
    expect(zoneLabel('America/Sao_Paulo', 'es', winter)).toBe('hora de São Paulo (GMT-3)');
    expect(zoneLabel('Europe/Lisbon', 'de', winter)).toBe('Ortszeit Lissabon (GMT+0)');
    expect(zoneLabel('America/Mexico_City', 'de', winter)).toBe('Ortszeit Mexiko-Stadt (GMT-6)');
    expect(zoneLabel('Europe/Berlin', 'fr', winter)).toBe('Berlin, heure locale (UTC+1)');
    // pt is written for Portugal: its CLDR spelling first.
    expect(zoneLabel('America/New_York', 'pt', winter)).toBe('hora de Nova Iorque (GMT-5)');
    expect(zoneLabel('Asia/Kolkata', 'en', winter)).toBe('Kolkata time (GMT+5:30)');
  });

  it('names a zone of no city by its short name, and leaves the offset out when no time is given', () => {
    for (const locale of LOCALES) expect(zoneLabel('UTC', locale, winter)).toBe('UTC');
    expect(zoneLabel('Etc/GMT+5', 'en', winter)).toBe('GMT-5');
    expect(zoneLabel('Europe/Madrid', 'es')).toBe('hora de Madrid');
  });

  it('has a city for every common zone in every language, none of them the raw zone id', () => {
    for (const locale of LOCALES) {
      for (const zone of COMMON_ZONES) {
        const label = zoneLabel(zone, locale, winter);
        expect(label).not.toMatch(/_|\//);
        if (zone !== 'UTC') expect(label).toContain(exemplarCity(zone, locale));
      }
    }
  });

  it('lists the Spanish and German zones with their cities in Spanish and German', () => {
    const cities = (locale: 'es' | 'de') => zoneOptions('Europe/Madrid', locale, winter).map(({ label }) => label);
    expect(cities('es')).toEqual(
      expect.arrayContaining([
        'hora de Nueva York (GMT-5)',
        'hora de Lisboa (GMT+0)',
        'hora de Londres (GMT+0)',
        'hora de Ciudad de México (GMT-6)',
      ]),
    );
    expect(cities('de')).toEqual(
      expect.arrayContaining(['Ortszeit Lissabon (GMT+0)', 'Ortszeit Wien (GMT+1)', 'Ortszeit Warschau (GMT+1)']),
    );
    for (const label of cities('es')) expect(label).not.toMatch(/New York|Lisbon|London|Mexico City/);
  });

  it('offers a zone outside the list first, and the list otherwise', () => {
    expect(zoneOptions('Europe/Madrid', 'en', winter).map(({ value }) => value)).toEqual([...COMMON_ZONES]);
    expect(zoneOptions('Asia/Kathmandu', 'en', winter)[0]).toEqual({ value: 'Asia/Kathmandu', label: 'Kathmandu time (GMT+5:45)' });
  });
});
