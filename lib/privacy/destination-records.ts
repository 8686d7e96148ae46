import { DESTINATION_TIMEOUT_MS, type Erased } from '@/lib/destinations/destination';
import { configuredDestinations } from '@/lib/destinations/destinations';
import { withTimeout } from '@/lib/delivery/with-timeout';
import type { Sql } from '@/lib/store/database';
import type { KeptLead } from './kept-leads';
import type { PrivacyContext } from './privacy-context';

/** Where a lead went among the team's tools, as the deliveries table recorded it. */
export interface DestinationRecord {
  destination: string;
  event: string;
  /** The booking a booking event was about, and its sequence after the change. */
  booking?: { id: string; sequence: number };
  status: string;
  providerId: string | null;
  detail: string | null;
  deliveredAt: string;
}

/**
 * The team's tools that got the lead (the export says where the person's data went): the
 * deliveries table's `destination.<name>.<event>[.<booking>.<sequence>]` rows, oldest first.
 */
export async function destinationsOfLead(sql: Sql, lead: Pick<KeptLead, 'id'>): Promise<DestinationRecord[]> {
  const { rows } = await sql.query<{
    kind: string;
    status: string;
    provider_id: string | null;
    detail: string | null;
    delivered_at: Date | string;
  }>(
    `SELECT kind, status, provider_id, detail, delivered_at FROM deliveries
     WHERE lead_id = $1 AND kind LIKE 'destination.%' ORDER BY delivered_at, kind`,
    [lead.id],
  );
  return rows.map((row) => {
    const [, destination, noun, verb, bookingId, sequence] = row.kind.split('.');
    return {
      destination: destination!,
      event: `${noun}.${verb}`,
      ...(bookingId ? { booking: { id: bookingId, sequence: Number(sequence) } } : {}),
      status: row.status,
      providerId: row.provider_id,
      detail: row.detail,
      deliveredAt: new Date(row.delivered_at).toISOString(),
    };
  });
}

/**
 * The email addresses the person's leads were given with (each spelling the team's tools may hold
 * a contact under), and the one the command was given, read before the leads are erased.
 */
export async function addressesOfLeads(sql: Sql, leads: readonly Pick<KeptLead, 'id'>[], given: string): Promise<string[]> {
  const { rows } = await sql.query<{ address: string | null }>(
    `SELECT DISTINCT payload->>'email' AS address FROM leads WHERE id = ANY($1::uuid[])`,
    [leads.map((lead) => lead.id)],
  );
  const addresses = rows.flatMap((row) => (row.address ? [row.address] : []));
  return [...new Set([...(given.includes('@') ? [given] : []), ...addresses])];
}

/** Tells each configured destination of the erasure: what it did, or why it does nothing (each says so). */
export async function eraseAtDestinations(context: PrivacyContext, addresses: readonly string[]): Promise<Erased[]> {
  const { env } = context;
  if (!env) return [];
  const results: Erased[] = [];
  for (const destination of configuredDestinations(env)) {
    results.push(await destination.erase(addresses, { env, withTimeout: (work, what) => withTimeout(work, DESTINATION_TIMEOUT_MS, what) }));
  }
  return results;
}

/**
 * What the erasure command says when a destination's erasure failed, or undefined when none did:
 * the addresses to run it again with, one run each (the leads that named them are erased, so a
 * rerun with the first address alone would not ask about the others).
 */
export function destinationFailureMessage(results: readonly Erased[]): string | undefined {
  const failed = results.filter((result) => result.failed);
  if (!failed.length) return undefined;
  const addresses = [...new Set(failed.flatMap((result) => result.failedAddresses ?? []))];
  const names = failed.map((result) => result.destination).join(', ');
  if (!addresses.length) return `The erasure failed at ${names} (see destinations); run the command again.`;
  return (
    `The erasure failed at ${names} for ${addresses.length} address(es) (see destinations). The person's leads are erased, ` +
    `so run the command again with each of these addresses, until none fails:\n` +
    addresses.map((address) => `  npm run leads:erase -- ${address}`).join('\n')
  );
}
