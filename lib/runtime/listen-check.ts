import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Whether a server may start where it listens (issue 33 item 5). The client a limit counts is read
 * from X-Forwarded-For, TRUSTED_PROXY_HOPS entries from the right (lib/api/client-address.ts), and
 * `next start` adds the socket's address only to a request that has no such header: a server that
 * other machines reach directly lets each request name its own client, so no per-client limit
 * holds. It may listen there only once TRUSTED_PROXY_HOPS says how many proxies are in front.
 *
 * Where it listens is measured, not read from the command line: a connection to the server's port on
 * each of this machine's own addresses beyond loopback. That holds whichever way it was started
 * (`next start` with or without `-H`, `server.js` with HOSTNAME unset, a container's HOSTNAME).
 */

/** How long a connection to one of the machine's own addresses may take before it counts as closed. */
const CONNECT_TIMEOUT_MS = 1_000;

/** This machine's addresses other than loopback, as a connection names them. */
export function outsideAddresses(interfaces = networkInterfaces()): string[] {
  return Object.entries(interfaces).flatMap(([name, addresses]) =>
    (addresses ?? [])
      .filter((address) => !address.internal)
      // A link-local IPv6 address is reachable only through its interface.
      .map((address) => (address.family === 'IPv6' && /^fe80:/i.test(address.address) ? `${address.address}%${name}` : address.address)),
  );
}

/** Whether a TCP connection to `host`:`port` opens. */
export function answersOn(host: string, port: number, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The first of this machine's outside addresses on which `port` answers, if any. */
export async function reachedFromOutside(port: number, addresses = outsideAddresses()): Promise<string | undefined> {
  const answers = await Promise.all(addresses.map((address) => answersOn(address, port)));
  return addresses[answers.indexOf(true)];
}

/**
 * Why this server must not start, in one line, or undefined when it may: on Vercel (which writes
 * X-Forwarded-For itself and runs no listener of ours), with TRUSTED_PROXY_HOPS given, or when only
 * this machine reaches it (the proxy in front is then the only client, and appends).
 */
export async function unprotectedListener(options: {
  port: number;
  trustedProxyHopsGiven: boolean;
  vercel: boolean;
  reached?: (port: number) => Promise<string | undefined>;
}): Promise<string | undefined> {
  if (options.vercel || options.trustedProxyHopsGiven) return undefined;
  const address = await (options.reached ?? reachedFromOutside)(options.port);
  if (address === undefined) return undefined;
  return (
    `Not starting: port ${options.port} answers on ${address.includes(':') ? `[${address}]` : address}, not only on this machine, and ` +
    'TRUSTED_PROXY_HOPS is not set, so any client could name its own address to the rate limits. ' +
    'Listen on this machine only, behind your proxy (HOSTNAME=127.0.0.1 for `npm start` and server.js), ' +
    'or set TRUSTED_PROXY_HOPS to the number of proxies in front (DEPLOY.md "The proxy in front").'
  );
}
