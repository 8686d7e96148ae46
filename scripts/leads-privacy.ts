/**
 * `npm run leads:export -- <email or phone>` prints, as JSON, everything kept about the person who
 * uses that address (every spelling of the same mailbox, as the abuse rules count them) or that
 * phone number (however it is written: lib/mailbox/recipient.ts): each lead, the rows kept with
 * it, its outbox files and its event in the team calendar.
 * `npm run leads:erase -- <email or phone>` deletes all of it, calendar events included, and prints
 * what it deleted; a lead it could not erase (the calendar unreachable) is kept whole, listed under
 * `failed`, and the command exits with 1: run it again. The export names the team's tools each lead
 * went to; the erasure then tells each configured one (`destinations`): HubSpot's GDPR delete of the
 * person's contact only with HUBSPOT_ERASE=on, and either way it says what it did. An address whose
 * GDPR delete failed is listed (the others are still asked), and the command exits with 1 naming
 * the runs to make again, one per address: the leads that gave those addresses are gone by then. Both use the
 * server's environment; on the embedded store stop the server first (PGlite has one opener).
 */
import { recipientNamed } from '@/lib/mailbox/recipient';
import { eraseLeads } from '@/lib/privacy/erase-leads';
import { addressesOfLeads, destinationFailureMessage, eraseAtDestinations } from '@/lib/privacy/destination-records';
import { exportPerson, personOf } from '@/lib/privacy/export-person';
import { leadsOfPerson } from '@/lib/privacy/kept-leads';
import { openPrivacyContext } from '@/lib/runtime/privacy-services';

const USAGE = 'Usage: npm run leads:export -- <email or phone>   or   npm run leads:erase -- <email or phone>';

async function main(): Promise<void> {
  const [action, given] = process.argv.slice(2);
  const person = given?.trim();
  if ((action !== 'export' && action !== 'erase') || !person || !recipientNamed(person)) {
    throw new Error(`${person ? `Neither an email address nor a phone number: ${person}\n` : ''}${USAGE}`);
  }
  const { context, close } = await openPrivacyContext();
  try {
    const result = action === 'export' ? await exportPerson(context, person) : await erase(context, person);
    console.log(JSON.stringify(result, null, 2));
    if ('failed' in result && result.failed.length) {
      console.error(`${result.failed.length} lead(s) could not be erased and were kept whole; run the command again.`);
      process.exitCode = 1;
    }
    const destinationFailure = 'destinations' in result ? destinationFailureMessage(result.destinations) : undefined;
    if (destinationFailure) {
      console.error(destinationFailure);
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

/**
 * The person's leads, then the team's tools: their queued jobs are gone with the leads, so no
 * delivery writes to a tool after it was told (the addresses are read before the leads go).
 */
async function erase(context: Awaited<ReturnType<typeof openPrivacyContext>>['context'], person: string) {
  const leads = await leadsOfPerson(context.database, person);
  const addresses = await addressesOfLeads(context.database, leads, person);
  const erasure = await eraseLeads(context, leads);
  return {
    ...personOf(person),
    erasedAt: new Date().toISOString(),
    ...erasure,
    destinations: await eraseAtDestinations(context, addresses),
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
