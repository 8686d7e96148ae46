/**
 * The demo confirmation's part of scheduling (composeConfirmation's `scheduling`): the next free
 * times as links to the booking page, by day in the person's zone, plus "all times"; or, for a
 * request that booked its time, that time instead of the promise to agree one.
 */
import { describe, expect, it } from 'vitest';
import { composeConfirmation } from '@/lib/delivery/compose-emails';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { sampleLead } from '@/lib/delivery/email-samples';
import { SAMPLE_SITE_URL, SAMPLE_STARTS, sampleOffer } from '@/lib/delivery/email-samples';

const demo = getOperation('requestDemo');
// SAMPLE_STARTS: 15:00 and 15:45 UTC on Monday 7 December, 08:00 UTC on Tuesday 8: 10:00, 10:45 and 03:00 in New York (EST).

const bookLinks = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)]
    .map(([, href]) => new URL(href!.replaceAll('&amp;', '&')))
    .filter((url) => url.pathname.endsWith('/demo/book'));

describe('the demo confirmation', () => {
  it.each(LOCALES)('in %s offers the three next free times, each a link to book it in the zone, and all times', async (locale) => {
    const t = translatorFor(locale);
    const email = await composeConfirmation(
      sampleLead(demo, { locale }),
      'hello@courtside.example',
      sampleOffer(locale, 'America/New_York'),
    );
    const links = bookLinks(email.html);
    expect(links).toHaveLength(4);
    const slots = links.filter((url) => url.searchParams.has('start'));
    expect(slots.map((url) => url.searchParams.get('start'))).toEqual(SAMPLE_STARTS.map((start) => start.toISOString()));
    for (const url of links) {
      expect(url.origin + url.pathname).toBe(`${SAMPLE_SITE_URL}/${locale}/demo/book`);
      expect(url.searchParams.get('t')).toBe('book.token');
      expect(url.searchParams.get('zone')).toBe('America/New_York');
    }
    const allTimes = links.filter((url) => !url.searchParams.has('start'));
    expect(allTimes).toHaveLength(1);
    // The times as New York reads them, under their days, the zone named once.
    for (const time of ['10:00', '10:45', '03:00']) expect(email.text).toContain(time);
    expect(email.text).not.toContain('15:00');
    const day = (start: Date) =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
        timeZone: 'America/New_York',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(start);
    expect(email.text.indexOf(day(SAMPLE_STARTS[0]!))).toBeLessThan(email.text.indexOf(day(SAMPLE_STARTS[2]!)));
    // The zone named as on the pages: its city in the reader's language, its offset then.
    const newYork = {
      en: 'New York time',
      es: 'hora de Nueva York',
      pt: 'hora de Nova Iorque',
      fr: 'heure de New York',
      de: 'Ortszeit New York',
    };
    expect(email.text).toMatch(new RegExp(`${newYork[locale]} \\(UTC-[45]\\)`));
    expect(email.text).toContain(t('scheduling.email.confirmation.allTimes'));
    // The offer comes beside the promise: a person who does not choose still hears from the team.
    expect(email.text).toContain(t('operations.demo.confirmation.next'));
  });

  it('lists no time without scheduling, and not a link to the booking page', async () => {
    const email = await composeConfirmation(sampleLead(demo, { locale: 'es' }), 'hello@courtside.example');
    expect(bookLinks(email.html)).toEqual([]);
    expect(email.html).not.toContain('demo/book');
    expect(email.text).not.toContain(translatorFor('es')('scheduling.email.confirmation.offerTitle'));
  });

  it('says the time a request booked, in its zone, instead of the promise to agree one', async () => {
    const t = translatorFor('fr');
    const email = await composeConfirmation(sampleLead(demo, { locale: 'fr' }), 'hello@courtside.example', {
      kind: 'booked',
      start: SAMPLE_STARTS[0]!,
      timeZone: 'Europe/Paris',
    });
    expect(email.text).toContain('lundi 7 décembre à 16:00');
    expect(email.text).not.toContain(t('operations.demo.confirmation.next'));
    expect(email.html).not.toContain('demo/book');
  });
});
