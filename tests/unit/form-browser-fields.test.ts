/**
 * The demo form's hidden zone (components/forms/browser-zone-input.tsx fills it with the browser's):
 * carried into the payload where the operation takes one, validated by its schema like any field,
 * and left out, not refused, when the schema cannot take it (the person can neither see nor fix it).
 */
import { describe, expect, it } from 'vitest';
import { browserFilledFieldsOf, formFieldsOf } from '@/lib/operations/form-fields';
import { payloadFromFormData } from '@/lib/forms/payload-from-form-data';
import { validateFormPayload } from '@/lib/forms/validate-form-payload';
import { getOperation, operations } from '@/lib/operations/registry';

const demo = getOperation('requestDemo');
const others = operations.filter((operation) => operation.id !== demo.id);

function demoForm(timeZone: string | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(demo.example)) {
    for (const item of [value].flat()) form.append(name, String(item));
  }
  if (timeZone !== undefined) form.set('timeZone', timeZone);
  return form;
}

const payloadOf = (form: FormData) => payloadFromFormData(formFieldsOf(demo), form, browserFilledFieldsOf(demo));

describe("the browser's zone on a lead form", () => {
  it('is a hidden field of the demo form only, never one the person fills in', () => {
    expect(browserFilledFieldsOf(demo)).toEqual(['timeZone']);
    expect(formFieldsOf(demo).map((field) => field.name)).not.toContain('timeZone');
    for (const operation of others) expect(browserFilledFieldsOf(operation)).toEqual([]);
  });

  it('is carried and validated when the browser sent one, absent when it did not (no JavaScript)', () => {
    const sent = validateFormPayload(demo, payloadOf(demoForm('America/New_York')), ['timeZone']);
    expect(sent.ok && (sent.data as { timeZone?: string }).timeZone).toBe('America/New_York');
    const empty = validateFormPayload(demo, payloadOf(demoForm('')), ['timeZone']);
    expect(empty.ok && 'timeZone' in empty.data).toBe(false);
    const none = validateFormPayload(demo, payloadOf(demoForm(undefined)), ['timeZone']);
    expect(none.ok && 'timeZone' in none.data).toBe(false);
  });

  it('is left out when the schema refuses it, and the request stands', () => {
    for (const zone of ['Mars/Olympus_Mons', '+01:00', 'x'.repeat(500)]) {
      const validation = validateFormPayload(demo, payloadOf(demoForm(zone)), ['timeZone']);
      expect(validation.ok, zone).toBe(true);
      expect(validation.ok && 'timeZone' in validation.data).toBe(false);
    }
  });

  it('leaves every other problem to the person, the zone with it', () => {
    const form = demoForm('Mars/Olympus_Mons');
    form.set('email', 'not an address');
    const validation = validateFormPayload(demo, payloadOf(form), ['timeZone']);
    expect(validation.ok).toBe(false);
    expect(!validation.ok && validation.fields).toEqual(expect.arrayContaining(['email']));
  });
});
