/**
 * Records a stored lead's team notification as sent, as if the team had been told of the request
 * before its meeting was booked: suites about a booking's own notices start from there, since a
 * change the lead's notification has yet to carry is told in it instead (lib/delivery/demo-team-notice.ts).
 */
import type { Sql } from '@/lib/store/database';

export async function teamToldOfRequest(sql: Sql, lead: { id: string }): Promise<void> {
  await sql.query(
    `INSERT INTO deliveries (lead_id, kind, status, provider, recipient) VALUES ($1, 'team-notification', 'sent', 'outbox', 'sales@courtside.example')
     ON CONFLICT (lead_id, kind) DO NOTHING`,
    [lead.id],
  );
}
