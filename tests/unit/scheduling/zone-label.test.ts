import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { COMMON_ZONES } from '@/lib/scheduling/display-time';
import { exemplarCity, zoneLabel, zoneOptions } from '@/lib/scheduling/zone-label';

// Monday 7 December 2026 (winter in the north) and Monday 6 July 2026 (summer).
const winter = new Date('2026-12-07T09:00:00Z');
const summer = new Date('2026-07-06T12:00:00Z');

describe('zoneLabel', () => {
  it('names the city in the reader’s language, with the offset at the time shown', () => {
    expect(zoneLabel('Europe/Madrid', 'en', winter)).toBe('Madrid time (UTC+1)');
    expect(zoneLabel('Europe/Madrid', 'en', summer)).toBe('Madrid time (UTC+2)');
    expect(zoneLabel('Europe/Madrid', 'es', winter)).toBe('hora de Madrid (UTC+1)');
    expect(zoneLabel('America/New_York', 'es', winter)).toBe('hora de Nueva York (UTC-5)');
    expect(zoneLabel('America/Sao_Paulo', 'es', winter)).toBe('hora de São Paulo (UTC-3)');
    expect(zoneLabel('Europe/Lisbon', 'de', winter)).toBe('Ortszeit Lissabon (UTC)');
    expect(zoneLabel('America/Mexico_City', 'de', winter)).toBe('Ortszeit Mexiko-Stadt (UTC-6)');
    expect(zoneLabel('Europe/Berlin', 'fr', winter)).toBe('heure de Berlin (UTC+1)');
    // pt is written for Portugal: its CLDR spelling first.
    expect(zoneLabel('America/New_York', 'pt', winter)).toBe('hora de Nova Iorque (UTC-5)');
    expect(zoneLabel('Asia/Kolkata', 'en', winter)).toBe('Kolkata time (UTC+5:30)');
  });

  it('names a zone of no city by its short name, and leaves the offset out when no time is given', () => {
    for (const locale of LOCALES) expect(zoneLabel('UTC', locale, winter)).toBe('UTC');
    expect(zoneLabel('Etc/GMT+5', 'en', winter)).toBe('UTC-5');
    expect(zoneLabel('Europe/Madrid', 'es')).toBe('hora de Madrid');
  });

  it('has a city for every common zone in every language, none of them the raw zone id', () => {
    for (const locale of LOCALES) {
      for (const zone of COMMON_ZONES) {
        const label = zoneLabel(zone, locale, winter);
        expect(label).not.toMatch(/_|\//);
        // The islands take an article where their name does ("hora dos Açores", "heure des Canaries").
        if (zone !== 'UTC' && !zone.startsWith('Atlantic/')) expect(label).toContain(exemplarCity(zone, locale));
      }
    }
  });

  it('lists the Spanish and German zones with their cities in Spanish and German', () => {
    const cities = (locale: 'es' | 'de') => zoneOptions('Europe/Madrid', locale, winter).map(({ label }) => label);
    expect(cities('es')).toEqual(
      expect.arrayContaining([
        'hora de Nueva York (UTC-5)',
        'hora de Lisboa (UTC)',
        'hora de Londres (UTC)',
        'hora de Ciudad de México (UTC-6)',
      ]),
    );
    expect(cities('de')).toEqual(expect.arrayContaining(['Ortszeit Lissabon (UTC)', 'Ortszeit Wien (UTC+1)', 'Ortszeit Warschau (UTC+1)']));
    for (const label of cities('es')) expect(label).not.toMatch(/New York|Lisbon|London|Mexico City/);
  });

  it('writes the offset one way in every language, where Intl writes fr "UTC+1" and pt "GMT-3"', () => {
    const paris = { en: 'Paris time', es: 'hora de París', pt: 'hora de Paris', fr: 'heure de Paris', de: 'Ortszeit Paris' };
    const saoPaulo = {
      en: 'São Paulo time',
      es: 'hora de São Paulo',
      pt: 'hora de São Paulo',
      fr: 'heure de São Paulo',
      de: 'Ortszeit São Paulo',
    };
    for (const locale of LOCALES) {
      expect(zoneLabel('Europe/Paris', locale, winter)).toBe(`${paris[locale]} (UTC+1)`);
      expect(zoneLabel('America/Sao_Paulo', locale, winter)).toBe(`${saoPaulo[locale]} (UTC-3)`);
      expect(zoneLabel('Europe/London', locale, winter)).toMatch(/ \(UTC\)$/);
      expect(zoneLabel('Asia/Kolkata', locale, winter)).toMatch(/ \(UTC\+5:30\)$/);
      for (const zone of COMMON_ZONES) expect(zoneLabel(zone, locale, summer)).not.toMatch(/GMT|−/);
    }
  });

  it('gives a place its article, and elides French "de" before a vowel', () => {
    expect(zoneLabel('Atlantic/Azores', 'pt', winter)).toBe('hora dos Açores (UTC-1)');
    expect(zoneLabel('Atlantic/Canary', 'pt', winter)).toBe('hora das Canárias (UTC)');
    expect(zoneLabel('Atlantic/Azores', 'fr', winter)).toBe('heure des Açores (UTC-1)');
    expect(zoneLabel('Atlantic/Azores', 'es', winter)).toBe('hora de las Azores (UTC-1)');
    expect(zoneLabel('Europe/Amsterdam', 'fr', winter)).toBe('heure d’Amsterdam (UTC+1)');
    expect(zoneLabel('Europe/Istanbul', 'fr', winter)).toBe('heure d’Istanbul (UTC+3)');
    expect(zoneLabel('Europe/Amsterdam', 'es', winter)).toBe('hora de Ámsterdam (UTC+1)');
  });

  it('offers a zone outside the list first, and the list otherwise', () => {
    expect(zoneOptions('Europe/Madrid', 'en', winter).map(({ value }) => value)).toEqual([...COMMON_ZONES]);
    expect(zoneOptions('Asia/Kathmandu', 'en', winter)[0]).toEqual({ value: 'Asia/Kathmandu', label: 'Kathmandu time (UTC+5:45)' });
  });
});
