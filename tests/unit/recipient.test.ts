/**
 * A lead's canonical recipient (lib/mailbox/recipient.ts): its operation's contact field, as the
 * mailbox an address delivers to or the number a phone is dialled with; and what a person names
 * themselves by in the privacy commands.
 */
import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { canonicalPhone, emailRecipientOf, recipientNamed, recipientOf } from '@/lib/mailbox/recipient';

const byEmail = { id: 'submitContact', contact: 'email' } as const;
const byPhone = { id: 'requestCallback', contact: 'phone' } as const;

describe('canonicalPhone', () => {
  it.each([
    ['+351 912 345 678', '+351912345678'],
    ['+351-912-345-678', '+351912345678'],
    ['(+351) 912.345.678', '+351912345678'],
    ['  +49 151 23456789 ', '+4915123456789'],
    // 00 is the international prefix; without either, no country is guessed and no + is added.
    ['0049 151 23456789', '+4915123456789'],
    ['912 345 678', '912345678'],
    ['(0)912-345-678', '0912345678'],
    // No digit at all: kept as given, so that two such values stay two.
    [' call me ', 'call me'],
  ])('%j is %j', (phone, canonical) => {
    expect(canonicalPhone(phone)).toBe(canonical);
  });
});

describe('recipientOf', () => {
  it("reads an email operation's address and its mailbox, the address kept as given for the mail", () => {
    const address = 'Ana.Ferreira+padel@GoogleMail.com';
    expect(recipientOf(byEmail, { name: 'Ana', email: address, phone: '+351 912 345 678' })).toEqual({
      channel: 'email',
      address,
      mailbox: canonicalMailbox(address),
    });
  });

  it("reads a phone operation's number, canonical, whatever else the payload has", () => {
    expect(recipientOf(byPhone, { name: 'Rui', phone: '+351 912-345 678', email: 'rui@example.com' })).toEqual({
      channel: 'phone',
      number: '+351912345678',
      given: '+351 912-345 678',
    });
  });

  it('fails for a payload without the contact field (the schema requires it: a bug)', () => {
    expect(() => recipientOf(byPhone, { name: 'Rui', email: 'rui@example.com' })).toThrow('A lead of requestCallback has no phone');
  });

  it('gives the email recipient only for an email operation: no mail goes to a person the team calls', () => {
    expect(emailRecipientOf(byEmail, { email: 'ana@example.com' }).address).toBe('ana@example.com');
    expect(() => emailRecipientOf(byPhone, { phone: '+351 912 345 678' })).toThrow('requestCallback reaches the person by phone');
  });
});

describe('recipientNamed', () => {
  it('reads an email address as its mailbox, and a phone number as its canonical form', () => {
    expect(recipientNamed(' Quillon.Zyxwert+x@gmail.com ')).toEqual({
      channel: 'email',
      address: 'Quillon.Zyxwert+x@gmail.com',
      mailbox: 'quillonzyxwert@gmail.com',
    });
    expect(recipientNamed('(+351) 912-345-678')).toEqual({ channel: 'phone', number: '+351912345678', given: '(+351) 912-345-678' });
  });

  it.each(['ana', 'ana@', '+351 abc', '1234', '--', ''])('names no one with %j', (text) => {
    expect(recipientNamed(text)).toBeUndefined();
  });
});
