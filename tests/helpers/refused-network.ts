/**
 * A network that refuses every outbound connection and records each attempt: `fetch`, a socket's
 * connect and a name lookup, for any host but this machine. A render that calls out (next/og fetching
 * a font from Google Fonts) fails a test that asserts `attempts` stays empty, instead of passing on a
 * machine that happens to be online.
 */
import dns from 'node:dns';
import net from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '']);

export interface RefusedNetwork {
  /** What was tried, e.g. `fetch https://fonts.googleapis.com/…` or `lookup fonts.gstatic.com`. */
  attempts: string[];
  restore(): void;
}

export function refuseNetwork(): RefusedNetwork {
  const attempts: string[] = [];
  const refuse = (what: string): Error => {
    attempts.push(what);
    return new Error(`Outbound network refused in this test: ${what}`);
  };
  const original = {
    fetch: globalThis.fetch,
    connect: net.Socket.prototype.connect,
    lookup: dns.lookup,
    promisesLookup: dns.promises.lookup,
  };

  // A data: URL is no connection (Satori loads its layout engine's WebAssembly from one).
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return original.fetch(input, init);
    throw refuse(`fetch ${url.slice(0, 200)}`);
  };
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const host = hostOf(args);
    if (host !== undefined && !LOOPBACK.has(host)) throw refuse(`connect ${host}`);
    return (original.connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    if (!LOOPBACK.has(hostname)) throw refuse(`lookup ${hostname}`);
    return (original.lookup as (...a: unknown[]) => unknown)(hostname, ...rest);
  }) as typeof dns.lookup;
  dns.promises.lookup = (async (hostname: string, ...rest: unknown[]) => {
    if (!LOOPBACK.has(hostname)) throw refuse(`lookup ${hostname}`);
    return (original.promisesLookup as (...a: unknown[]) => unknown)(hostname, ...rest);
  }) as typeof dns.promises.lookup;

  return {
    attempts,
    restore() {
      globalThis.fetch = original.fetch;
      net.Socket.prototype.connect = original.connect;
      dns.lookup = original.lookup;
      dns.promises.lookup = original.promisesLookup;
    },
  };
}

/**
 * The host a socket's connect names, or undefined for a local (IPC) path. net.connect passes its
 * arguments normalized, as one array [options, callback]; a port alone means localhost.
 */
function hostOf(args: unknown[]): string | undefined {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof first === 'object' && first !== null) {
    if ('path' in first && (first as net.IpcNetConnectOpts).path) return undefined;
    return (first as net.TcpNetConnectOpts).host ?? 'localhost';
  }
  return typeof args[1] === 'string' ? args[1] : 'localhost';
}
