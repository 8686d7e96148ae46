import type { Sql } from '@/lib/store/database';

/**
 * The person's other leads of the last 30 days, newest first, at most 10: those with the same
 * canonical mailbox (lib/mailbox/recipient.ts), so that the team sees one person, not three
 * unrelated leads. Without `mailbox`, the lead's own is read; a lead without one (an operation
 * that calls the person) has none.
 */
export async function otherLeadsOfPerson(
  sql: Sql,
  lead: { id: string; mailbox?: string | null },
): Promise<{ reference: string; operation: string; createdAt: Date }[]> {
  const { rows } = await sql.query<{ reference: string; operation: string; created_at: Date | string }>(
    `SELECT reference, operation, created_at FROM leads
     WHERE mailbox = COALESCE($2::text, (SELECT mailbox FROM leads WHERE id = $1)) AND id <> $1
       AND created_at > now() - interval '30 days'
     ORDER BY created_at DESC, reference LIMIT 10`,
    [lead.id, lead.mailbox ?? null],
  );
  return rows.map((row) => ({ reference: row.reference, operation: row.operation, createdAt: new Date(row.created_at) }));
}
