import { isIPv4 } from 'node:net';

/**
 * How many clients' worth a network may use of what one client may (requests, mail): a household or
 * an office behind one prefix is a few clients, a rented prefix must not be thousands.
 */
export const NETWORK_FACTOR = 4;

/** A client unit (`clientAddress`) and the network it belongs to (`clientNetwork`). */
export interface Client {
  address: string;
  network: string;
}

/**
 * The network a client unit belongs to, which the limits also count, more widely: a rented prefix is
 * not thousands of clients. `203.0.113.9` → `203.0.113.0/24`, `2001:db8:1:2::/64` → `2001:db8:1::/48`;
 * anything else (`unknown`) is its own network.
 */
export function clientNetwork(unit: string): string {
  if (isIPv4(unit)) return `${unit.slice(0, unit.lastIndexOf('.'))}.0/24`;
  if (unit.endsWith('::/64')) return `${unit.split(':').slice(0, 3).join(':')}::/48`;
  return unit;
}

export const clientOf = (unit: string): Client => ({ address: unit, network: clientNetwork(unit) });
