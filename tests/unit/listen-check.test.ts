import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answersOn, outsideAddresses, reachedFromOutside, unprotectedListener } from '@/lib/runtime/listen-check';

const reachedOn = (address: string | undefined) => async () => address;

describe('unprotectedListener', () => {
  it('refuses a server other machines reach without TRUSTED_PROXY_HOPS, in one line naming what to set', async () => {
    const line = await unprotectedListener({ port: 3000, trustedProxyHopsGiven: false, vercel: false, reached: reachedOn('192.0.2.2') });
    expect(line).toMatch(/^Not starting: port 3000 answers on 192\.0\.2\.2,/);
    expect(line).toContain('HOSTNAME=127.0.0.1');
    expect(line).toContain('set TRUSTED_PROXY_HOPS');
    expect(line).not.toContain('\n');
    const v6 = await unprotectedListener({ port: 3000, trustedProxyHopsGiven: false, vercel: false, reached: reachedOn('fd00::2') });
    expect(v6).toContain('answers on [fd00::2]');
  });

  it('lets it start on this machine only, with TRUSTED_PROXY_HOPS given, or on Vercel', async () => {
    const asked: number[] = [];
    const reached = async (port: number) => (asked.push(port), '192.0.2.2');
    expect(
      await unprotectedListener({ port: 3000, trustedProxyHopsGiven: false, vercel: false, reached: reachedOn(undefined) }),
    ).toBeUndefined();
    expect(await unprotectedListener({ port: 3000, trustedProxyHopsGiven: true, vercel: false, reached })).toBeUndefined();
    expect(await unprotectedListener({ port: 3000, trustedProxyHopsGiven: false, vercel: true, reached })).toBeUndefined();
    // Nothing to measure where nothing could make it refuse.
    expect(asked).toEqual([]);
  });
});

describe('outsideAddresses', () => {
  it("lists the machine's addresses but loopback, a link-local one with its interface", () => {
    const base = { netmask: '', mac: '', cidr: null };
    expect(
      outsideAddresses({
        lo: [
          { ...base, address: '127.0.0.1', family: 'IPv4', internal: true },
          { ...base, address: '::1', family: 'IPv6', internal: true, scopeid: 0 },
        ],
        eth0: [
          { ...base, address: '192.0.2.2', family: 'IPv4', internal: false },
          { ...base, address: 'fd00::2', family: 'IPv6', internal: false, scopeid: 0 },
          { ...base, address: 'fe80::fc:ff:fe00:1', family: 'IPv6', internal: false, scopeid: 4 },
        ],
      }),
    ).toEqual(['192.0.2.2', 'fd00::2', 'fe80::fc:ff:fe00:1%eth0']);
  });
});

describe('reachedFromOutside', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('names the first address a connection to the port opens on, and nothing where none does', async () => {
    server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await answersOn('127.0.0.1', port)).toBe(true);
    expect(await reachedFromOutside(port, ['127.0.0.2', '127.0.0.1'])).toBe('127.0.0.1');
    // 127.0.0.2 is this machine too, but the server listens on 127.0.0.1 alone.
    expect(await reachedFromOutside(port, ['127.0.0.2'])).toBeUndefined();
    expect(await reachedFromOutside(port, [])).toBeUndefined();
  });
});
