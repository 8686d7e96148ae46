import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_ACTIONS, signLink, verifyLink, type LinkClaims } from '@/lib/scheduling/signed-link';

const secret = randomBytes(32).toString('base64url');
const meeting = new Date('2026-11-24T09:30:00Z');
const claims: LinkClaims = { subject: '6f1c2a9e-3b7d-4c1a-9f8e-2d5b7c9a1e34', action: 'cancel', expiresAt: meeting };
const before = new Date(meeting.getTime() - 60_000);

describe('signed booking links', () => {
  it('grant their action on their booking until the meeting', () => {
    for (const action of LINK_ACTIONS) {
      const token = signLink({ ...claims, action }, secret);
      expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(verifyLink(token, { action, secret, now: before })).toEqual({ valid: true, ...claims, action });
    }
  });

  it("name the booking's sequence they were mailed for, a whole number from 0, signed with the rest", () => {
    const token = signLink({ ...claims, sequence: 2 }, secret);
    expect(verifyLink(token, { action: 'cancel', secret, now: before })).toEqual({ valid: true, ...claims, sequence: 2 });
    // The same claims with another sequence are another token: a link cannot be edited into a newer one.
    expect(token.split('.')[0]).not.toBe(signLink({ ...claims, sequence: 3 }, secret).split('.')[0]);
    for (const sequence of [-1, 1.5, Number.NaN]) expect(() => signLink({ ...claims, sequence }, secret)).toThrow(RangeError);
  });

  it('expire at the meeting time', () => {
    const token = signLink(claims, secret);
    expect(verifyLink(token, { action: 'cancel', secret, now: meeting })).toEqual({ valid: false, reason: 'expired' });
    expect(verifyLink(token, { action: 'cancel', secret, now: new Date(meeting.getTime() + 86_400_000) })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('grant no other action', () => {
    const token = signLink({ ...claims, action: 'book' }, secret);
    expect(verifyLink(token, { action: 'cancel', secret, now: before })).toEqual({ valid: false, reason: 'wrong-action' });
    expect(verifyLink(token, { action: 'move', secret, now: before })).toEqual({ valid: false, reason: 'wrong-action' });
  });

  it('are refused under another secret', () => {
    const token = signLink(claims, secret);
    expect(verifyLink(token, { action: 'cancel', secret: randomBytes(32).toString('base64url'), now: before })).toEqual({
      valid: false,
      reason: 'forged',
    });
  });

  it('are refused when any character is changed', () => {
    const token = signLink(claims, secret);
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'ABCabc019-_.'), (index, replacement) => {
        fc.pre(token[index] !== replacement);
        const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(verifyLink(tampered, { action: 'cancel', secret, now: before }).valid).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('are refused when the claims are rewritten, even into a well-formed token', () => {
    const [, signature] = signLink(claims, secret).split('.');
    for (const forged of [
      { b: 'another-booking', a: 'cancel', e: meeting.getTime() / 1000 },
      { b: claims.subject, a: 'cancel', e: meeting.getTime() / 1000 + 86_400 * 365 },
    ]) {
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
      expect(verifyLink(`${payload}.${signature}`, { action: 'cancel', secret, now: before })).toEqual({ valid: false, reason: 'forged' });
    }
  });

  it('have one spelling: a signature re-encoded with other unused bits is refused', () => {
    const [payload, signature] = signLink(claims, secret).split('.') as [string, string];
    // 32 bytes take 43 base64url characters; the last one's two low bits carry no data.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1];
    expect(Buffer.from(respelt, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(verifyLink(`${payload}.${respelt}`, { action: 'cancel', secret, now: before })).toEqual({ valid: false, reason: 'forged' });
  });

  it('are refused when malformed', () => {
    for (const token of [undefined, 42, '', '.', 'abc', 'a.b.c', `${'a'.repeat(600)}.b`]) {
      expect(verifyLink(token, { action: 'cancel', secret, now: before })).toEqual({
        valid: false,
        reason: expect.stringMatching(/malformed|forged/),
      });
    }
  });

  it('need a secret of at least 32 bytes', () => {
    expect(() => signLink(claims, 'short')).toThrow(/at least 32 bytes/);
    expect(() => verifyLink(signLink(claims, secret), { action: 'cancel', secret: 'short', now: before })).toThrow(/at least 32 bytes/);
  });
});
