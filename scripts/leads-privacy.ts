/**
 * `npm run leads:export -- <email>` prints, as JSON, everything kept about the person who uses that
 * address (every spelling of the same mailbox, as the abuse rules count them): each lead, the rows
 * kept with it, its outbox files and its event in the team calendar.
 * `npm run leads:erase -- <email>` deletes all of it, calendar events included, and prints what it
 * deleted; a lead it could not erase (the calendar unreachable) is kept whole, listed under
 * `failed`, and the command exits with 1: run it again. Both use the server's environment; on the embedded store stop the server first (PGlite
 * has one opener).
 */
import { z } from 'zod';
import { eraseLeads } from '@/lib/privacy/erase-leads';
import { exportPerson } from '@/lib/privacy/export-person';
import { leadsOfPerson } from '@/lib/privacy/kept-leads';
import { openPrivacyContext } from '@/lib/runtime/privacy-services';

const USAGE = 'Usage: npm run leads:export -- <email>   or   npm run leads:erase -- <email>';

async function main(): Promise<void> {
  const [action, email] = process.argv.slice(2);
  if ((action !== 'export' && action !== 'erase') || !email || !z.email().safeParse(email.trim()).success) {
    throw new Error(`${email ? `Not an email address: ${email}\n` : ''}${USAGE}`);
  }
  const { context, close } = await openPrivacyContext();
  try {
    const result =
      action === 'export'
        ? await exportPerson(context, email.trim())
        : {
            email: email.trim(),
            erasedAt: new Date().toISOString(),
            ...(await eraseLeads(context, await leadsOfPerson(context.database, email.trim()))),
          };
    console.log(JSON.stringify(result, null, 2));
    if ('failed' in result && result.failed.length) {
      console.error(`${result.failed.length} lead(s) could not be erased and were kept whole; run the command again.`);
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
