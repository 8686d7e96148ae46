import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrowserZoneInput } from '@/components/forms/browser-zone-input';
import { buildFormView } from '@/lib/forms/build-form-view';
import { getOperation, operations } from '@/lib/operations/registry';

/**
 * The demo form's zone without JavaScript (issue 33 item 6): the form itself offers the zone list,
 * on the language's zone and in its words, so the first free times shown after sending are the
 * person's; with JavaScript only the browser's zone is sent.
 */
const demo = getOperation('requestDemo');

describe('the demo form’s zone choice', () => {
  it('offers the zones in the page’s language, on its market’s zone, without an offset (the page is built once)', () => {
    const zone = buildFormView(demo, 'es').zone!;
    expect(zone.selected).toBe('Europe/Madrid');
    expect(zone.options).toContainEqual({ value: 'America/New_York', label: 'hora de Nueva York' });
    expect(buildFormView(demo, 'de').zone!.options).toContainEqual({ value: 'Europe/Lisbon', label: 'Ortszeit Lissabon' });
    for (const operation of operations.filter((other) => other.id !== demo.id)) expect(buildFormView(operation, 'en').zone).toBeUndefined();
  });

  it('is a list sent only without JavaScript (inside <noscript>), and a hidden field that has no name until the script fills it', () => {
    const html = renderToStaticMarkup(createElement(BrowserZoneInput, { name: 'timeZone', choice: buildFormView(demo, 'es').zone! }));
    expect(html).toMatch(/^<input type="hidden" value=""\/><noscript>.*<select id="timeZone-choice" name="timeZone"/);
    expect(html).toContain('<option value="Europe/Madrid" selected="">hora de Madrid</option>');
    expect(html.match(/name="timeZone"/g)).toHaveLength(1);
  });
});
