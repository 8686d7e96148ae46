/** The abuse rules' small parts (docs/decisions.md "On the open internet"): each rule as a table. */
import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { greetingName } from '@/lib/abuse/greeting-name';
import { usageNotes } from '@/lib/for-agents/usage-notes';
import { clientNetwork } from '@/lib/abuse/client-network';
import { clientAddress } from '@/lib/api/client-address';
import { MAX_ANSWER_BYTES, MAX_ISSUES_PER_ANSWER, toErrorResponse } from '@/lib/api/errors';
import { validationError } from '@/lib/api/validation-error';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@/lib/api/submit-request';
import { operations } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { MAILBOX_CAP_WINDOW_HOURS, RETRY_WINDOW_MINUTES } from '@/lib/store/leads';

describe('canonicalMailbox', () => {
  it.each([
    ['Victim@Gmail.com', 'victim@gmail.com'],
    ['victim+1@gmail.com', 'victim@gmail.com'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['VICTIM+promo@GMAIL.COM', 'victim@gmail.com'],
    ['v.i.c.t.i.m+a+b@googlemail.com', 'victim@gmail.com'],
    // Dots matter outside Gmail; plus addressing is cut everywhere.
    ['ana.ferreira+news@example.pt', 'ana.ferreira@example.pt'],
    ['Ana.Ferreira@Example.PT', 'ana.ferreira@example.pt'],
    // A local part that starts with "+" has no mailbox before it: kept whole.
    ['+tag@example.com', '+tag@example.com'],
  ])('%s → %s', (email, mailbox) => {
    expect(canonicalMailbox(email)).toBe(mailbox);
  });
});

describe('greetingName', () => {
  it.each([
    'Ana',
    'Ana Ferreira',
    "Seán O'Brien",
    'O’Neill',
    'Jean-Luc Picard',
    'J. R. R. Tolkien',
    'J.R.R. Tolkien',
    'Zoë Ærø',
    '山田 太郎',
    'محمد علي',
    'अनीता देवी',
    'Nguyễn Văn An',
  ])('greets %s by name', (name) => {
    expect(greetingName(name)).toBe(name);
  });

  it.each([
    'Visit bit.ly/3xYz now',
    'Call +1 888 555 0199 to claim',
    'prize-winner.de',
    'evil(.)com',
    'examp1e.pt/claim',
    'evil . com',
    'Ana..Maria',
    'www Ana',
    'http://example.com',
    'Ana <ana@example.com>',
    'Agent 007',
    'A'.repeat(61),
    'Ana\nMaria',
  ])('greets %j without a name', (name) => {
    expect(greetingName(name)).toBeUndefined();
  });
});

describe('clientAddress', () => {
  const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

  it('takes the entry TRUSTED_PROXY_HOPS from the right, whatever the client put before it', () => {
    expect(clientAddress(forwarded('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(forwarded('6.6.6.6, 203.0.113.9, 10.0.0.1'), 2)).toBe('203.0.113.9');
    // Fewer entries than trusted proxies: the left-most, which a trusted proxy added.
    expect(clientAddress(forwarded('203.0.113.9'), 2)).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.10' }), 1)).toBe('203.0.113.10');
    expect(clientAddress(new Headers(), 1)).toBe('unknown');
  });

  it('counts IPv6 clients per /64 and IPv4 clients per address', () => {
    const units = ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '[2001:db8:1:2::5]:443', '2001:db8:1:2::7%eth0'].map((address) =>
      clientAddress(forwarded(address), 1),
    );
    expect(new Set(units)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientAddress(forwarded('2001:db8:1:3::1'), 1)).toBe('2001:db8:1:3::/64');
    expect(clientAddress(forwarded('::ffff:203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(forwarded('203.0.113.9:5123'), 1)).toBe('203.0.113.9');
  });

  it('puts anything that is not an address in one bucket', () => {
    for (const junk of ['not-an-ip', 'x'.repeat(5000), '999.1.1.1', '2001:db8::g'])
      expect(clientAddress(forwarded(junk), 1)).toBe('unknown');
  });
});

describe('clientNetwork', () => {
  const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });
  it('reads an IPv4 address as its /24 and an IPv6 /64 as its /48', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork(clientAddress(forwarded('2001:db8:1:2::5'), 1))).toBe('2001:db8:1::/48');
    expect(clientNetwork(clientAddress(forwarded('2001:db8:1:ffff:1::1'), 1))).toBe('2001:db8:1::/48');
    expect(clientNetwork(clientAddress(forwarded('2001:db8::1'), 1))).toBe('2001:db8:0::/48');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

describe('validation of hostile input', () => {
  const contact = operations.find((operation) => operation.id === 'submitContact')!;
  const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;

  it.each([
    ['U+0000', 'Ana\u0000'],
    ['a lone high surrogate', 'Ana \ud800'],
    ['a lone low surrogate', '\udc00 Ana'],
  ])('refuses %s with invalid_characters', (_label, name) => {
    const result = validateSubmission(contact, { name, email: 'ana@example.com', message: 'Hello' });
    expect(result).toEqual({ ok: false, kind: 'mixed', fields: ['name'], issues: [{ field: 'name', problem: 'invalid_characters' }] });
  });

  it('keeps well-formed text outside the Basic Multilingual Plane', () => {
    expect(validateSubmission(contact, { name: 'Ana 😀', email: 'ana@example.com', message: '𝄞' }).ok).toBe(true);
  });

  it('answers a list of thousands of items with one issue, and a small answer', () => {
    const result = validateSubmission(quote, {
      name: 'Ana',
      email: 'ana@example.com',
      sports: ['padel'],
      features: Array(12_000).fill({}),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([{ field: 'features', problem: 'too_many_items', maximum: 10 }]);
  });

  it('lists at most 20 issues and 20 field names, counts the rest, and stays under 16 KiB', () => {
    const body = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`${i}${'k'.repeat(200)}`, 1]));
    const result = validateSubmission(contact, body);
    if (result.ok) throw new Error('accepted');
    const { body: answer } = toErrorResponse(validationError(result), 'https://courts.example');
    expect(answer.error.issues).toHaveLength(MAX_ISSUES_PER_ANSWER);
    expect(answer.error.moreIssues).toBe(result.issues.length - MAX_ISSUES_PER_ANSWER);
    expect(answer.error.message).toMatch(/ and \d+ more\.$/);
    expect(answer.error.message.split(', ')).toHaveLength(MAX_ISSUES_PER_ANSWER);
    // Unknown member names are cut short in the answer.
    expect(answer.error.issues!.map((issue) => issue.field)).toContain(`0${'k'.repeat(63)}…`);
    expect(new TextEncoder().encode(JSON.stringify(answer)).length).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  });
});

describe('usage notes', () => {
  const settings = {
    EMAILS_PER_RECIPIENT_PER_DAY: 7,
    BROCHURES_PER_RECIPIENT_PER_DAY: 2,
    OUTBOUND_MAIL_LIMIT: { limit: 50, windowSeconds: 600 },
    OUTBOUND_MAIL_PER_CLIENT: { limit: 3, windowSeconds: 900 },
  };

  it('carry the limits the code enforces', () => {
    const notes = Object.fromEntries(usageNotes(settings).map((note) => [note.key, note.values]));
    expect(notes.mailboxCaps).toEqual({ brochures: 2, mails: 7, hours: MAILBOX_CAP_WINDOW_HOURS });
    expect(notes.window).toEqual({ minutes: RETRY_WINDOW_MINUTES });
    expect(notes.idempotency).toEqual({ maxKeyLength: MAX_IDEMPOTENCY_KEY_LENGTH });
    expect(notes.outboundCeiling).toEqual({ count: 50, seconds: 600 });
    expect(notes.clientShare).toEqual({ count: 3, network: 12, seconds: 900 });
    expect(notes.inputLimits).toEqual({ sports: 6, features: 10, issues: 20 });
  });

  it('leave the ceiling and the client share out when they are off', () => {
    expect(usageNotes({ ...settings, OUTBOUND_MAIL_LIMIT: null }).map((note) => note.key)).not.toContain('outboundCeiling');
    expect(usageNotes({ ...settings, OUTBOUND_MAIL_PER_CLIENT: null }).map((note) => note.key)).not.toContain('clientShare');
  });
});
