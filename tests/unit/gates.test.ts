/**
 * The decisions behind the password gates and the page posts (lib/security/): which path is a
 * guarded area (decoded, as Next.js routes it), which page has a form, when a request under
 * `next dev` is from this machine, and what the gate decides without a password.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FACTOR } from '@/lib/abuse/client-network';
import { LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { gateDecision } from '@/lib/security/area-gate';
import {
  countFailedAttempt,
  FAILED_ATTEMPTS_LIMIT,
  FAILED_ATTEMPTS_WINDOW_SECONDS,
  lockedOutFor,
  MAX_CLIENTS_KEPT,
} from '@/lib/security/failed-attempts';
import { formPageOf } from '@/lib/security/form-posts';
import { COPY_EDITOR, guardedAreaOf, MAIL_VIEWER } from '@/lib/security/guarded-areas';
import { isLoopbackAddress, isLoopbackRequest } from '@/lib/security/loopback';

describe('guardedAreaOf', () => {
  it.each(['/dev/mail', '/%64ev/mail', '/d%65v/mail', '/dev%2Fmail', '/dev', '/%64%65%76/mail'])('%s is the mail viewer', (path) =>
    expect(guardedAreaOf(path)).toBe(MAIL_VIEWER),
  );
  it.each(['/keystatic', '/%6Beystatic/singleton/es', '/api/keystatic/update', '/api/%6Beystatic/update', '/%61pi/keystatic/tree'])(
    '%s is the copy editor',
    (path) => expect(guardedAreaOf(path)).toBe(COPY_EDITOR),
  );
  it.each(['/developers', '/en/dev/mail', '/devices', '/api/keystatics', '/%E0dev/mail', '/keystatic-notes'])('%s is neither', (path) =>
    expect(guardedAreaOf(path)).toBeUndefined(),
  );
});

describe('formPageOf', () => {
  // Every operation's form, each in another language; the first with its first letter percent-encoded.
  const forms = operations.map(({ slug }, index) => ({ locale: LOCALES[index % LOCALES.length]!, slug }));
  const encodedFirstLetter = (slug: string) => `%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}`;
  it.each(forms.map((form, index) => [`/${form.locale}/${index === 0 ? encodedFirstLetter(form.slug) : form.slug}`, form] as const))(
    '%s is a form page',
    (path, form) => expect(formPageOf(path)).toEqual(form),
  );
  const { slug } = operations[0]!;
  it.each(['/en', '/en/', '/en/privacy', '/en/developers', '/en/not-found', `/en/${slug}/more`, `/xx/${slug}`, `/${slug}`, '/en/%E0'])(
    '%s has no form',
    (path) => expect(formPageOf(path)).toBeUndefined(),
  );
});

describe('isLoopbackRequest (next dev)', () => {
  const bound = 'http://127.0.0.1:3000';
  it.each([
    { boundOrigin: bound, host: '127.0.0.1:3000', forwardedFor: '127.0.0.1' },
    { boundOrigin: bound, host: 'localhost:3000', forwardedFor: '::1' },
    { boundOrigin: bound, host: 'localhost:3000', forwardedFor: '::ffff:127.0.0.1' },
    { boundOrigin: bound, host: '127.0.0.1', forwardedFor: null },
    { boundOrigin: 'http://[::1]:3000', host: '[::1]:3000', forwardedFor: '::1' },
  ])('this machine: %o', (request) => expect(isLoopbackRequest(request)).toBe(true));

  it.each([
    // Listening on every interface (Next.js then writes `localhost`), or on the network.
    { boundOrigin: 'http://localhost:3000', host: 'localhost:3000', forwardedFor: '127.0.0.1' },
    { boundOrigin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000', forwardedFor: '192.168.1.20' },
    { boundOrigin: undefined, host: 'localhost:3000', forwardedFor: '127.0.0.1' },
    // DNS rebinding: a page elsewhere whose name now points at 127.0.0.1.
    { boundOrigin: bound, host: 'attacker.example:3000', forwardedFor: '127.0.0.1' },
    { boundOrigin: bound, host: 'localhost.attacker.example', forwardedFor: '127.0.0.1' },
    { boundOrigin: bound, host: null, forwardedFor: '127.0.0.1' },
    // A tunnel on this machine names the remote client.
    { boundOrigin: bound, host: 'localhost:3000', forwardedFor: '203.0.113.9' },
    { boundOrigin: bound, host: 'localhost:3000', forwardedFor: '127.0.0.1, 203.0.113.9' },
    { boundOrigin: bound, host: 'localhost:3000', forwardedFor: 'unknown' },
  ])('not this machine: %o', (request) => expect(isLoopbackRequest(request)).toBe(false));

  it('reads loopback addresses of both families, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', 'localhost', '127.0.0.1.nip.io', '']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});

describe('gateDecision', () => {
  afterEach(() => vi.unstubAllEnvs());
  const remote = new Headers({ host: 'laptop.lan:3000', 'x-forwarded-for': '192.168.1.7' });

  it('without a password, under next dev: this machine only', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', 'http://127.0.0.1:3000');
    expect(gateDecision(MAIL_VIEWER, remote, undefined)).toEqual({ kind: 'this-machine-only' });
    const local = new Headers({ host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1' });
    expect(gateDecision(COPY_EDITOR, local, undefined)).toEqual({ kind: 'admitted' });
    // Listening on every interface, nothing tells a local request from another: closed.
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', 'http://localhost:3000');
    expect(gateDecision(COPY_EDITOR, new Headers({ host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' }), undefined)).toEqual({
      kind: 'this-machine-only',
    });
  });

  it('with a password, under next dev too: the password decides, on loopback as elsewhere', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', 'http://127.0.0.1:3000');
    const local = new Headers({ host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1' });
    expect(gateDecision(MAIL_VIEWER, local, 'a long password')).toEqual({ kind: 'password-needed' });
    const withPassword = new Headers(remote);
    withPassword.set('authorization', `Basic ${Buffer.from('x:a long password').toString('base64')}`);
    expect(gateDecision(MAIL_VIEWER, withPassword, 'a long password')).toEqual({ kind: 'admitted' });
  });

  it('without a password outside next dev (GitHub mode of the editor): open, GitHub signs in', () => {
    expect(gateDecision(COPY_EDITOR, remote, undefined)).toEqual({ kind: 'admitted' });
  });
});

describe('failed password attempts', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);

  it('refuse a client past the limit until the window ends', () => {
    for (let i = 0; i < FAILED_ATTEMPTS_LIMIT; i++) {
      expect(lockedOutFor('test:guesser', now)).toBeNull();
      countFailedAttempt('test:guesser', now);
    }
    expect(lockedOutFor('test:guesser', now)).toBe(FAILED_ATTEMPTS_WINDOW_SECONDS);
    expect(lockedOutFor('test:guesser', now + FAILED_ATTEMPTS_WINDOW_SECONDS * 1000)).toBeNull();
  });

  it('keep at most MAX_CLIENTS_KEPT clients, however many addresses guess', () => {
    for (let i = 0; i < FAILED_ATTEMPTS_LIMIT; i++) countFailedAttempt('test:first', now);
    expect(lockedOutFor('test:first', now)).not.toBeNull();
    for (let i = 0; i < MAX_CLIENTS_KEPT; i++) countFailedAttempt(`test:many-${i}`, now);
    // The oldest entry made room: memory is bounded (the passwords' length keeps guessing hopeless).
    expect(lockedOutFor('test:first', now)).toBeNull();
  });
});

describe('wrong passwords from one network', () => {
  it('lock the whole IPv6 /48 out after four clients’ worth, whichever /64 each came from', () => {
    const password = 'correct horse battery';
    const from = (subnet: number, credentials: string) =>
      new Headers({ 'x-forwarded-for': `2001:db8:99:${subnet.toString(16)}::1`, authorization: `Basic ${btoa(credentials)}` });
    // Each /64 stays under its own limit; together they pass the network's.
    for (let subnet = 1; subnet <= NETWORK_FACTOR; subnet++) {
      for (let i = 0; i < FAILED_ATTEMPTS_LIMIT - 1; i++) gateDecision(COPY_EDITOR, from(subnet, `x:guess-${subnet}-${i}`), password);
    }
    for (
      let subnet = NETWORK_FACTOR + 1;
      gateDecision(COPY_EDITOR, from(subnet, 'x:guess'), password).kind === 'password-needed';
      subnet++
    ) {
      expect(subnet).toBeLessThan(NETWORK_FACTOR + 10);
    }
    // A fresh /64 of that /48, with the right password, is refused until the window ends.
    expect(gateDecision(COPY_EDITOR, from(0xfff, `x:${password}`), password).kind).toBe('too-many-attempts');
    // Another network is not.
    const elsewhere = new Headers({ 'x-forwarded-for': '2001:db8:aa:1::1', authorization: `Basic ${btoa(`x:${password}`)}` });
    expect(gateDecision(COPY_EDITOR, elsewhere, password)).toEqual({ kind: 'admitted' });
  });
});
