/**
 * WEBMCP_ORIGIN_TRIAL_TOKEN: a token as Chrome's origin-trial console issues it is accepted and put
 * in the page's head as `<meta http-equiv="origin-trial">` (the element the layout renders); a
 * value that is not one stops start-up and the build, naming the variable; unset, no element. That
 * the default build has none, and that the policy of a page still lists exactly its scripts' hashes,
 * tests/e2e/security.spec.ts checks on the built pages.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OriginTrialMeta } from '@/components/webmcp/origin-trial-meta';
import { EnvError, loadEnv } from '@/lib/settings/env';

/**
 * A token in Chromium's format (a version byte, a 64-byte signature, the payload's length, the
 * JSON payload), base64; its signature is not a real one, which only Chrome would notice.
 */
function tokenFor(payloadBytes = 0): string {
  const json = JSON.stringify({ origin: 'https://courts.example:443', feature: 'WebMCP', expiry: 1_893_456_000 });
  const payload = Buffer.from(payloadBytes ? json.padEnd(payloadBytes, ' ') : json);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(payload.length);
  return Buffer.concat([Buffer.from([3]), Buffer.alloc(64, 0xa7), length, payload]).toString('base64');
}

const render = (source: Record<string, string>) => renderToStaticMarkup(createElement(OriginTrialMeta, { settings: loadEnv(source) }));

describe('WEBMCP_ORIGIN_TRIAL_TOKEN', () => {
  it('accepts a token as issued, up to the largest payload Chromium reads (4 KB), and trims a pasted newline', () => {
    const token = tokenFor();
    expect(loadEnv({ WEBMCP_ORIGIN_TRIAL_TOKEN: token }).WEBMCP_ORIGIN_TRIAL_TOKEN).toBe(token);
    expect(loadEnv({ WEBMCP_ORIGIN_TRIAL_TOKEN: `${token}\n` }).WEBMCP_ORIGIN_TRIAL_TOKEN).toBe(token);
    expect(loadEnv({ WEBMCP_ORIGIN_TRIAL_TOKEN: tokenFor(4096) }).WEBMCP_ORIGIN_TRIAL_TOKEN).toBe(tokenFor(4096));
  });

  it.each([
    ['in quotes', `"${tokenFor()}"`],
    ['as the whole element', `<meta http-equiv="origin-trial" content="${tokenFor()}">`],
    ['cut short', tokenFor().slice(0, -3)],
    ['with a space inside', `${tokenFor().slice(0, 40)} ${tokenFor().slice(40)}`],
    ['too short for a signature', Buffer.alloc(60, 1).toString('base64')],
    ['over the largest payload', tokenFor(4097)],
  ])('refuses a value %s, naming the variable', (_, value) => {
    expect(() => loadEnv({ WEBMCP_ORIGIN_TRIAL_TOKEN: value })).toThrowError(EnvError);
    expect(() => loadEnv({ WEBMCP_ORIGIN_TRIAL_TOKEN: value })).toThrowError(
      /WEBMCP_ORIGIN_TRIAL_TOKEN: must be a Chrome origin-trial token/,
    );
  });
});

describe("the page's origin-trial element", () => {
  it('carries the token, as Chrome reads it from the head', () => {
    const token = tokenFor();
    expect(render({ WEBMCP_ORIGIN_TRIAL_TOKEN: token })).toBe(`<meta http-equiv="origin-trial" content="${token}"/>`);
  });

  it('is absent without a token', () => {
    expect(render({})).toBe('');
    expect(render({ WEBMCP_ORIGIN_TRIAL_TOKEN: '' })).toBe('');
  });
});
