import { NETWORK_FACTOR } from '@/lib/abuse/client-network';
import { MAX_ISSUES_PER_ANSWER } from '@/lib/api/response-schemas';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@/lib/api/submit-request';
import { env, type Env } from '@/lib/settings/env';
import { MAX_ITEMS } from '@/lib/operations/value-sets';
import { API_USAGE_NOTES, type ApiUsageNote } from '@/lib/site/site-content';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS, MAILBOX_CAP_WINDOW_HOURS, RETRY_WINDOW_MINUTES } from '@/lib/store/leads';

const OPTIONAL_NOTES = new Set<ApiUsageNote>(['outboundCeiling', 'clientShare']);

/** The settings whose limits the notes state. */
export type UsageSettings = Pick<
  Env,
  'EMAILS_PER_RECIPIENT_PER_DAY' | 'BROCHURES_PER_RECIPIENT_PER_DAY' | 'OUTBOUND_MAIL_LIMIT' | 'OUTBOUND_MAIL_PER_CLIENT'
>;

export interface UsageNote {
  key: ApiUsageNote;
  /** The figures the note's copy interpolates, from the code and settings that enforce them. */
  values: Record<string, number>;
}

/**
 * The usage notes a client reads (developers page, OpenAPI, llms.txt and llms-full.txt, MCP tools), with the
 * limits as this server enforces them, so the documents cannot state other figures than the code.
 * The notes on the outbound ceiling and the client's share are left out when their setting is off.
 */
export function usageNotes(settings: UsageSettings = env()): UsageNote[] {
  const values: Partial<Record<ApiUsageNote, Record<string, number>>> = {
    idempotency: { maxKeyLength: MAX_IDEMPOTENCY_KEY_LENGTH, hours: IDEMPOTENCY_KEY_LIFETIME_HOURS },
    window: { minutes: RETRY_WINDOW_MINUTES },
    rateLimit: { factor: NETWORK_FACTOR },
    mailboxCaps: {
      brochures: settings.BROCHURES_PER_RECIPIENT_PER_DAY,
      mails: settings.EMAILS_PER_RECIPIENT_PER_DAY,
      hours: MAILBOX_CAP_WINDOW_HOURS,
    },
    inputLimits: { sports: MAX_ITEMS.sports, features: MAX_ITEMS.features, issues: MAX_ISSUES_PER_ANSWER },
    ...(settings.OUTBOUND_MAIL_LIMIT
      ? { outboundCeiling: { count: settings.OUTBOUND_MAIL_LIMIT.limit, seconds: settings.OUTBOUND_MAIL_LIMIT.windowSeconds } }
      : {}),
    ...(settings.OUTBOUND_MAIL_PER_CLIENT
      ? {
          clientShare: {
            count: settings.OUTBOUND_MAIL_PER_CLIENT.limit,
            network: settings.OUTBOUND_MAIL_PER_CLIENT.limit * NETWORK_FACTOR,
            seconds: settings.OUTBOUND_MAIL_PER_CLIENT.windowSeconds,
          },
        }
      : {}),
  };
  // A note on a limit that is off would state figures the server does not enforce.
  return API_USAGE_NOTES.filter((key) => !OPTIONAL_NOTES.has(key) || values[key]).map((key) => ({ key, values: values[key] ?? {} }));
}
