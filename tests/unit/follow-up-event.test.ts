/**
 * The calendar event the team follows a lead up with (lib/delivery/calendar/follow-up-event.ts):
 * request text as the team reads it (no control or bidi characters), and a description that Google,
 * which renders descriptions as HTML, shows as the text that was sent.
 */
import { describe, expect, it } from 'vitest';
import { htmlEscaped } from '@/lib/abuse/team-text';
import { followUpEvent } from '@/lib/delivery/calendar/follow-up-event';
import { messageAt } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { causes, followUpOperation, longTextField } from '../helpers/operation-fixtures';
import { sampleLead } from '@/lib/delivery/email-samples';

const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Bidi_Control}]/u;

const leadFor = (operation: RegisteredOperation, payload: Record<string, unknown>) =>
  sampleLead(operation, { payload, id: '00000000-0000-4000-8000-000000000002' });

/** Every operation the team follows up in the calendar, with the field where its request's own words go. */
const FOLLOWED_UP = operations
  .filter((operation) => causes(operation, 'calendar-event'))
  .map((operation) => ({ id: operation.id, operation, text: longTextField(operation)! }));

describe('the follow-up event', () => {
  it.each(FOLLOWED_UP)('$id: carries a link in the request text as text, escaped for HTML', ({ operation, text }) => {
    const event = followUpEvent(
      leadFor(operation, { [text]: '<a href="https://evil.example">x</a> & <img src=x onerror=alert(1)>' }),
      'Europe/Lisbon',
    );
    expect(event.description).toContain(
      `${messageAt('en', `fields.${text}`)}: &lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt; &amp; &lt;img src=x onerror=alert(1)&gt;`,
    );
    expect(event.description).not.toMatch(/<|>/);
  });

  it.each(FOLLOWED_UP)('$id: no control or bidi characters in summary or description', ({ operation, text }) => {
    const event = followUpEvent(
      leadFor(operation, {
        name: 'Ann \u202Efdp.exe\u0007',
        clubName: 'Padel\u2067 Norte\u009B',
        [text]: 'First line\r\nsecond\u200F line\u0000',
      }),
      'Europe/Lisbon',
    );
    expect(event.summary).toBe(
      `Follow up ${operation.referencePrefix}-7K2M9XQD: Ann fdp.exe (Padel Norte), ${operationTitle(operation).toLowerCase()}`,
    );
    expect(event.description).toContain('Name: Ann fdp.exe\n');
    expect(event.description).toContain('First line\nsecond line');
    for (const part of [event.summary!, event.description!]) expect(part).not.toMatch(HIDDEN);
  });

  it('keeps a summary on one line, whatever the name holds', () => {
    const event = followUpEvent(leadFor(followUpOperation, { name: 'Ann\r\nBcc: x', clubName: 'A\u2028B' }), 'Europe/Lisbon');
    expect(event.summary).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(event.summary).toContain('Ann Bcc: x (A B)');
  });

  it('escapes every character HTML reads as markup', () => {
    expect(htmlEscaped(`<b title="a" class='b'>Tom & Jerry</b>`)).toBe(
      '&lt;b title=&quot;a&quot; class=&#39;b&#39;&gt;Tom &amp; Jerry&lt;/b&gt;',
    );
  });
});
