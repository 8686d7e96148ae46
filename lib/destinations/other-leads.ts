import type { Sql } from '@/lib/store/database';

/** How far back the team's messages look for a person's other leads. */
export const OTHER_LEADS_DAYS = 30;
/** The most of them a message names: enough to see a person, not a flood's whole history. */
export const MAX_OTHER_LEADS = 10;

/**
 * The person's other leads of the last OTHER_LEADS_DAYS days, newest first, at most
 * MAX_OTHER_LEADS: those of the same canonical mailbox (lib/mailbox/recipient.ts), which is how
 * the caps and the privacy commands know a person too, so that the team sees one person, not
 * unrelated leads. Without `mailbox`, the lead's own is read; a lead without one (an operation that
 * calls the person) has none.
 */
export async function otherLeadsOfPerson(
  sql: Sql,
  lead: { id: string; mailbox?: string | null },
): Promise<{ reference: string; operation: string; createdAt: Date }[]> {
  const { rows } = await sql.query<{ reference: string; operation: string; created_at: Date | string }>(
    `SELECT reference, operation, created_at FROM leads
     WHERE mailbox = COALESCE($2::text, (SELECT mailbox FROM leads WHERE id = $1)) AND id <> $1
       AND created_at > now() - make_interval(days => $3)
     ORDER BY created_at DESC, reference DESC LIMIT $4`,
    [lead.id, lead.mailbox ?? null, OTHER_LEADS_DAYS, MAX_OTHER_LEADS],
  );
  return rows.map((row) => ({ reference: row.reference, operation: row.operation, createdAt: new Date(row.created_at) }));
}
