import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrowserZoneInput } from '@/components/forms/browser-zone-input';
import { ZoneChoice } from '@/components/forms/zone-choice';
import { translatorFor } from '@/lib/i18n/messages';

/**
 * The demo form's zone without JavaScript (issue 33 item 6): the form itself offers the zone list,
 * on the language's zone and in its words, so the first free times shown after sending are the
 * person's; with JavaScript only the browser's zone is sent.
 */
describe('the demo form’s zone choice', () => {
  it('offers the zones in the page’s language, without an offset (the page is built once)', () => {
    const spanish = renderToStaticMarkup(createElement(ZoneChoice, { locale: 'es', name: 'timeZone' }));
    expect(spanish).toContain('<option value="Europe/Madrid">hora de Madrid</option>');
    expect(spanish).toContain('<option value="America/New_York">hora de Nueva York</option>');
    const german = renderToStaticMarkup(createElement(ZoneChoice, { locale: 'de', name: 'timeZone' }));
    expect(german).toContain('<option value="Europe/Berlin">Ortszeit Berlin</option>');
    expect(german).toContain('<option value="Europe/Lisbon">Ortszeit Lissabon</option>');
  });

  it('is on "automatic" first, which sends no zone, so the server may take the Accept-Language region’s', () => {
    const portuguese = renderToStaticMarkup(createElement(ZoneChoice, { locale: 'pt', name: 'timeZone' }));
    const automatic = translatorFor('pt')('scheduling.form.zoneAuto');
    expect(portuguese).toMatch(/<select[^>]*><option value="" selected="">([^<]+)<\/option><option /);
    expect(portuguese.match(/<option value="" selected="">([^<]+)</)?.[1]).toBe(automatic);
    expect(portuguese).not.toMatch(/value="Europe\/Lisbon" selected/);
  });

  it('is a list sent only without JavaScript (inside <noscript>), and a hidden field that has no name until the script fills it', () => {
    expect(renderToStaticMarkup(createElement(ZoneChoice, { locale: 'es', name: 'timeZone' }))).toMatch(
      /^<noscript>.*<select id="timeZone-choice" name="timeZone"[^>]*>.*<\/select>.*<\/noscript>$/,
    );
    expect(renderToStaticMarkup(createElement(BrowserZoneInput, { name: 'timeZone' }))).toBe('<input type="hidden" value=""/>');
  });
});
