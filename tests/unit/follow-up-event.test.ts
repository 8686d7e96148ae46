/**
 * The calendar event the team follows a lead up with (lib/delivery/calendar/follow-up-event.ts):
 * request text as the team reads it (no control or bidi characters), and a description that Google,
 * which renders descriptions as HTML, shows as the text that was sent.
 */
import { describe, expect, it } from 'vitest';
import { followUpEvent, htmlEscaped } from '@/lib/delivery/calendar/follow-up-event';
import { getOperation, type OperationId } from '@/lib/operations/registry';
import { storedLead } from '../helpers/stored-lead';

const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Bidi_Control}]/u;

const leadFor = (operationId: OperationId, payload: Record<string, unknown>) =>
  storedLead(getOperation(operationId), { payload, id: '00000000-0000-4000-8000-000000000002' });

describe('the follow-up event', () => {
  it('carries a link in a demo’s message as text, escaped for HTML', () => {
    const event = followUpEvent(
      leadFor('requestDemo', { message: '<a href="https://evil.example">x</a> & <img src=x onerror=alert(1)>' }),
      'Europe/Lisbon',
    );
    expect(event.description).toContain(
      'Message: &lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(event.description).not.toMatch(/<|>/);
  });

  it.each(['requestDemo', 'submitQuoteRequest'] as const)('%s: no control or bidi characters in summary or description', (operationId) => {
    const event = followUpEvent(
      leadFor(operationId, {
        name: 'Ann \u202Efdp.exe\u0007',
        clubName: 'Padel\u2067 Norte\u009B',
        ...(operationId === 'requestDemo'
          ? { message: 'First line\r\nsecond\u200F line\u0000' }
          : { additionalInfo: 'First line\r\nsecond\u200F line' }),
      }),
      'Europe/Lisbon',
    );
    expect(event.summary).toMatch(/^Follow up [DQ]-7K2M9XQD: Ann fdp\.exe \(Padel Norte\), request a (demo|quote)$/);
    expect(event.description).toContain('Name: Ann fdp.exe\n');
    expect(event.description).toContain('First line\nsecond line');
    for (const text of [event.summary!, event.description!]) expect(text).not.toMatch(HIDDEN);
  });

  it('keeps a summary on one line, whatever the name holds', () => {
    const event = followUpEvent(leadFor('requestDemo', { name: 'Ann\r\nBcc: x', clubName: 'A\u2028B' }), 'Europe/Lisbon');
    expect(event.summary).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(event.summary).toContain('Ann Bcc: x (A B)');
  });

  it('escapes every character HTML reads as markup', () => {
    expect(htmlEscaped(`<b title="a" class='b'>Tom & Jerry</b>`)).toBe(
      '&lt;b title=&quot;a&quot; class=&#39;b&#39;&gt;Tom &amp; Jerry&lt;/b&gt;',
    );
  });
});
