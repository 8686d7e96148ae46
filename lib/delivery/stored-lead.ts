import { cleanAttribution, type Attribution } from '@/lib/attribution/attribution';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationId } from '@/lib/operations/registry';
import type { Sql } from '@/lib/store/database';
import type { ConfirmationHold } from '@/lib/store/leads';

/** A stored lead, as the delivery worker reads it. */
export interface StoredLead {
  id: string;
  reference: string;
  operation: OperationId;
  payload: { name: string; email: string } & Record<string, unknown>;
  locale: Locale;
  createdAt: Date;
  /** Decided at acceptance: why the submitter gets no mail, or null when they do. */
  confirmationHeld: ConfirmationHold | null;
  /** Where a form's lead came from; null for the API's. */
  attribution: Attribution | null;
}

export async function loadLead(sql: Sql, id: string): Promise<StoredLead | undefined> {
  const { rows } = await sql.query<{
    id: string;
    reference: string;
    operation: OperationId;
    payload: StoredLead['payload'];
    locale: Locale;
    created_at: Date | string;
    confirmation_held: ConfirmationHold | null;
    attribution: unknown;
  }>('SELECT id, reference, operation, payload, locale, created_at, confirmation_held, attribution FROM leads WHERE id = $1', [id]);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      reference: row.reference,
      operation: row.operation,
      payload: row.payload,
      locale: row.locale,
      createdAt: new Date(row.created_at),
      confirmationHeld: row.confirmation_held,
      attribution: cleanAttribution(row.attribution),
    }
  );
}
