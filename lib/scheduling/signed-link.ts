import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in the links of scheduling emails and pages, so that the person, and nobody who guesses
 * an id, can book, move or cancel their meeting, without an account. It names its subject (the lead
 * for `book`, the booking for `move` and `cancel`), one action and an expiry (for a booking, its
 * meeting's time: after it nothing is left to move), signed with HMAC-SHA256 under the scheduling
 * secret. One token per action: a cancel form refuses a move token. A move or cancel token also
 * names the booking's sequence it was mailed for, so that the links of an older email stop working
 * once the meeting has moved (lib/scheduling/open-link.ts compares it). Checking a token changes
 * nothing; the page it opens acts only on a POST (mail scanners open links).
 */

export const LINK_ACTIONS = ['book', 'move', 'cancel'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export interface LinkClaims {
  subject: string;
  action: LinkAction;
  expiresAt: Date;
  /** The booking's sequence (its invitation's SEQUENCE) when the link was mailed: move and cancel links. */
  sequence?: number;
}

export type LinkCheck = ({ valid: true } & LinkClaims) | { valid: false; reason: 'malformed' | 'forged' | 'wrong-action' | 'expired' };

/** Binds the signature to this use, so the secret signing anything else can never yield a link token. */
const CONTEXT = 'courtside-scheduling-link.v1.';
const MAX_TOKEN_LENGTH = 512;
const MAX_ID_LENGTH = 128;
const MIN_SECRET_BYTES = 32;

/** `payload.signature`, both base64url: safe in a URL path or query without escaping. */
export function signLink(claims: LinkClaims, secret: string): string {
  if (claims.subject.length === 0 || claims.subject.length > MAX_ID_LENGTH) throw new RangeError('A subject id has 1 to 128 characters.');
  if (claims.sequence !== undefined && !isSequence(claims.sequence)) throw new RangeError('A sequence is a whole number from 0.');
  const payload = Buffer.from(
    JSON.stringify({
      b: claims.subject,
      a: claims.action,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
      ...(claims.sequence === undefined ? {} : { s: claims.sequence }),
    }),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** What a token grants for the action at hand; the signature is checked before anything it says is read. */
export function verifyLink(token: unknown, expected: { action: LinkAction; secret: string; now: Date }): LinkCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'malformed' };
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return { valid: false, reason: 'malformed' };
  const given = Buffer.from(mac, 'base64url');
  const wanted = signature(payload, expected.secret);
  // A signature must be exactly the canonical encoding of 32 bytes: no second spelling of one token.
  if (given.length !== wanted.length || given.toString('base64url') !== mac || !timingSafeEqual(given, wanted)) {
    return { valid: false, reason: 'forged' };
  }
  const claims = claimsOf(payload);
  if (!claims) return { valid: false, reason: 'malformed' };
  if (claims.action !== expected.action) return { valid: false, reason: 'wrong-action' };
  if (claims.expiresAt.getTime() <= expected.now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, ...claims };
}

function signature(payload: string, secret: string): Buffer {
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
    throw new RangeError(`The scheduling secret must have at least ${MIN_SECRET_BYTES} bytes.`);
  return createHmac('sha256', secret)
    .update(CONTEXT + payload)
    .digest();
}

function claimsOf(payload: string): LinkClaims | undefined {
  try {
    const { b, a, e, s } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof b !== 'string' || !LINK_ACTIONS.includes(a as LinkAction) || !Number.isSafeInteger(e)) return undefined;
    if (s !== undefined && !isSequence(s)) return undefined;
    return { subject: b, action: a as LinkAction, expiresAt: new Date((e as number) * 1000), ...(s === undefined ? {} : { sequence: s }) };
  } catch {
    return undefined;
  }
}

const isSequence = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
