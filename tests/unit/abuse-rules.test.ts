/** The abuse rules' small parts (docs/decisions.md "On the open internet"): each rule as a table. */
import { describe, expect, it } from 'vitest';
import { greetingName, scripts, scriptSetOf } from '@/lib/abuse/greeting-name';
import { teamText } from '@/lib/abuse/team-text';
import { usageNotes } from '@/lib/agents/descriptions/usage-notes';
import { clientNetwork } from '@/lib/abuse/client-network';
import { clientAddress } from '@/lib/api/client-address';
import { MAX_ANSWER_BYTES, toErrorResponse } from '@/lib/api/errors';
import { MAX_ISSUES_PER_ANSWER } from '@/lib/api/response-schemas';
import { validationError } from '@/lib/api/validation-error';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@/lib/api/submit-request';
import { operations } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS, MAILBOX_CAP_WINDOW_HOURS, RETRY_WINDOW_MINUTES } from '@/lib/store/leads';
import { exampleBody, operationWithFields, plainOperation } from '../helpers/operation-fixtures';

describe('greetingName', () => {
  // Real given names (and a surname after them), in many scripts: the greeting is the first word.
  it.each([
    ['Ana Ferreira', 'Ana'],
    ["Seán O'Brien", 'Seán'],
    ['Zoë Ærø', 'Zoë'],
    ['François Dupont', 'François'],
    ['Łukasz Nowak', 'Łukasz'],
    ['Þórður', 'Þórður'],
    ['Guðrún', 'Guðrún'],
    ['Søren', 'Søren'],
    ['Nguyễn Văn An', 'Nguyễn'],
    ['Sơn', 'Sơn'],
    ['Kaʻiulani', 'Kaʻiulani'],
    ['Αθηνά Παπαδοπούλου', 'Αθηνά'],
    ['Γιώργος', 'Γιώργος'],
    ['Дмитрий Иванов', 'Дмитрий'],
    ['Ольга', 'Ольга'],
    ['Анна', 'Анна'],
    ['محمد علي', 'محمد'],
    ['فاطمة', 'فاطمة'],
    ['יוסף כהן', 'יוסף'],
    ['דניאל', 'דניאל'],
    ['משה', 'משה'],
    ['מֹשֶׁה', 'מֹשֶׁה'],
    ['अनीता देवी', 'अनीता'],
    ['प्रिया', 'प्रिया'],
    ['कृष्ण', 'कृष्ण'],
    ['王秀英', '王秀英'],
    ['李 伟', '李'],
    ['陽菜', '陽菜'],
    ['菜々子', '菜々子'],
    ['はなこ', 'はなこ'],
    ['ユーリ', 'ユーリ'],
    ['민준', '민준'],
    ['서연', '서연'],
    ['สมชาย', 'สมชาย'],
    ['ณัฐวุฒิ', 'ณัฐวุฒิ'],
    // NFKC: full-width letters and an ideographic space are what they look like.
    ['Ａｎａ\u3000Ｌｏｐｅｓ', 'Ana'],
    ['  Ana  ', 'Ana'],
    ['A'.repeat(20), 'A'.repeat(20)],
  ])('greets %j as %j', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  // A message in the name: at most its first word is greeted, and only when it is letters alone.
  it.each([
    ['Log in at w\u034fww.\u034fpaypal-help.\u034fcom', 'Log'],
    ['Claim at prize-winner\ua78fde', 'Claim'],
    ['Visit bit.ly/3xYz now', 'Visit'],
  ])('greets %j with its first word only, %j', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it.each([
    ['a link hidden by U+034F', 'w\u034fww.\u034fpaypal-help.\u034fcom'],
    ['a letter that is a dot (U+A78F)', 'prize-winner\ua78fde'],
    ['U+A78F between letters alone', 'paypal\ua78fcom'],
    ['Latin with a Cyrillic а', 'p\u0430ypal'],
    ['Greek with a Latin o', '\u0391\u03b8\u03b7\u03bdo'],
    ['full-width digits (NFKC)', '\uff50\uff41\uff59\uff11\uff12\uff13'],
    ['full-width digits alone', '\uff11\uff18\uff10\uff10'],
    ['a right-to-left override', 'Ann\u202efdp'],
    ['a left-to-right mark', '\u200eAnn'],
    ['an Arabic letter mark', 'Ann\u061c'],
    ['a bidi isolate', '\u2066Ann\u2069'],
    ['a zero-width joiner', 'Ann\u200dpaypal'],
    ['a zero-width space', 'Ann\u200bpaypal'],
    ['a variation selector', 'Ann\ufe0f'],
    ['a Hangul filler', 'Ann\u3164'],
    ['a leading combining mark', '\u0301Ana'],
    ['five combining marks on one letter', 'Anx\u0300\u0301\u0302\u0303\u0304'],
    ['a letter that is a digit (Cyrillic З is 3)', '\u0417\u041e\u041e\u0431'],
    ['a mark that is a colon (visarga)', 'a\u0903'],
    ['21 letters', 'A'.repeat(21)],
    ['a 200-letter word', 'paypal'.repeat(33)],
    ['digits', 'Agent007'],
    ['a phone number', '+18005550199'],
    ['a domain', 'prize-winner.de'],
    ['a link', 'http://example.com'],
    ['an address', 'ana@example.com'],
    ['parentheses', 'evil(.)com'],
    ['a hyphen', 'Jean-Luc'],
    ['an apostrophe', "O'Neil"],
    ['nothing', '   '],
  ])('greets without a name: %s', (_label, name) => {
    expect(greetingName(name)).toBeUndefined();
  });

  it('knows the script of every letter and mark of this engine’s Unicode, and augments Han, kana and Hangul', () => {
    const listed = new RegExp(
      `[${scripts()
        .map(([code]) => `\\p{Script_Extensions=${code}}`)
        .join('')}]`,
      'u',
    );
    const anyScript = /[\p{Script_Extensions=Zyyy}\p{Script_Extensions=Zinh}]/u;
    const unlisted: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint === 0xd800) codePoint = 0xe000;
      const character = String.fromCodePoint(codePoint);
      if (/[\p{L}\p{M}]/u.test(character) && !anyScript.test(character) && !listed.test(character)) unlisted.push(codePoint.toString(16));
    }
    expect(unlisted).toEqual([]);
    expect([...scriptSetOf('漢')!].sort()).toEqual(['Hanb', 'Hani', 'Jpan', 'Kore']);
    expect([...scriptSetOf('ー')!].sort()).toEqual(['Hira', 'Jpan', 'Kana']);
    expect([...scriptSetOf('한')!].sort()).toEqual(['Hang', 'Kore']);
    expect(scriptSetOf('\u034f')).toBeUndefined();
    expect(scriptSetOf('-')).toBeUndefined();
  });

  it('works out a character’s scripts once and answers alike after (a bounded memory)', () => {
    const first = scriptSetOf('Ж');
    expect(scriptSetOf('Ж')).toBe(first);
    expect([...first!]).toEqual(['Cyrl']);
    expect(greetingName('Жанна Петрова')).toBe('Жанна');
    expect(greetingName('Жpaypal')).toBeUndefined();
  });

  // The price of the rule, on purpose: these names have a letter UTS #39 likens to a digit or punctuation.
  it.each([
    ['Глеб', 'б is 6'],
    ['Зоя', 'З is 3'],
    ['さくら', 'く is a bracket'],
  ])('greets %s without a name (%s)', (name) => {
    expect(greetingName(name)).toBeUndefined();
  });
});

describe('teamText', () => {
  it.each([
    ['a right-to-left override', 'Ann \u202Efdp.exe', 'Ann fdp.exe'],
    ['every bidi control', '\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl', 'abcdefghijkl'],
    ['C0 controls', 'A\u0000n\u0007n\u001B[31m\u007F', 'Ann[31m'],
    ['C1 controls', 'A\u0080n\u009Bn', 'Ann'],
    ['line breaks of every kind, kept as LF', 'a\r\nb\rc\u0085d\u2028e\u2029f\ng', 'a\nb\nc\nd\ne\nf\ng'],
    ['a tab, as a space', 'a\tb', 'a b'],
    [
      'nothing else: any script, quotes, brackets, emoji',
      'Ana ‘O’Brien’ <ana@example.com> 😀 محمد',
      'Ana ‘O’Brien’ <ana@example.com> 😀 محمد',
    ],
  ])('removes %s', (_label, text, cleaned) => {
    expect(teamText(text)).toBe(cleaned);
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
  const contact = plainOperation;

  describe.each(operations)('$id', (operation) => {
    it.each([
      ['U+0000', 'Ana\u0000'],
      ['a lone high surrogate', 'Ana \ud800'],
      ['a lone low surrogate', '\udc00 Ana'],
    ])('refuses %s with invalid_characters', (_label, name) => {
      const result = validateSubmission(operation, exampleBody(operation, { name }));
      expect(result).toEqual({ ok: false, kind: 'mixed', fields: ['name'], issues: [{ field: 'name', problem: 'invalid_characters' }] });
    });

    it('keeps well-formed text outside the Basic Multilingual Plane', () => {
      expect(validateSubmission(operation, exampleBody(operation, { name: 'Ana 😀 𝄞' })).ok).toBe(true);
    });
  });

  it('answers a list of thousands of items with one issue, and a small answer', () => {
    const withFeatures = operationWithFields('features');
    const result = validateSubmission(withFeatures, exampleBody(withFeatures, { features: Array(12_000).fill({}) }));
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
    expect(notes.idempotency).toEqual({ maxKeyLength: MAX_IDEMPOTENCY_KEY_LENGTH, hours: IDEMPOTENCY_KEY_LIFETIME_HOURS });
    expect(notes.outboundCeiling).toEqual({ count: 50, seconds: 600 });
    expect(notes.clientShare).toEqual({ count: 3, network: 12, seconds: 900 });
    expect(notes.inputLimits).toEqual({ sports: 6, features: 10, issues: 20 });
  });

  it('leave the ceiling and the client share out when they are off', () => {
    expect(usageNotes({ ...settings, OUTBOUND_MAIL_LIMIT: null }).map((note) => note.key)).not.toContain('outboundCeiling');
    expect(usageNotes({ ...settings, OUTBOUND_MAIL_PER_CLIENT: null }).map((note) => note.key)).not.toContain('clientShare');
  });
});
