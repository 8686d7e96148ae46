import { randomUUID } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { enqueueDeliveries } from '@/lib/queue/delivery-queue';
import { rateLimitHeaders } from '@/lib/rate-limit/rate-limiter';
import { getServices } from '@/lib/services';
import type { Sql } from '@/lib/store/database';
import {
  findIdempotentAnswer,
  findRecentLead,
  insertLead,
  recentLeadsForAddress,
  storeIdempotentAnswer,
  type StoredAnswer,
} from '@/lib/store/leads';
import { fingerprint as fingerprintOf } from './fingerprint';
import { newReference } from './reference';
import { successMessage } from './success-message';

export interface Submission {
  operation: RegisteredOperation;
  /** The validated payload. */
  payload: { name: string } & Record<string, unknown>;
  locale: Locale;
  clientAddress: string;
  idempotencyKey?: string;
}

export interface Acceptance {
  body: { success: true; message: string; reference: string };
  /** True when this answers a retry of an earlier request instead of creating a lead. */
  replayed: boolean;
  /** Headers to send with the answer (the RateLimit fields). */
  headers: Record<string, string>;
}

/**
 * The one acceptance path, shared by the API, the forms and the MCP tools (DESIGN.md "How a
 * submission flows"). In ONE transaction: replay a retry if it is one, apply the rate limit and the
 * recipient cap, store the lead and enqueue its deliveries. Nothing is acknowledged before it is
 * committed.
 */
export async function acceptSubmission(submission: Submission): Promise<Acceptance> {
  const { operation, payload, locale, idempotencyKey } = submission;
  const { database, boss, rateLimiter } = await getServices();
  const fingerprint = fingerprintOf(operation.id, payload);
  const answerFor = (reference: string, confirmationAllowed: boolean) => ({
    success: true as const,
    message: successMessage(operation, locale, payload.name, confirmationAllowed),
    reference,
  });

  return database.transaction(async (tx) => {
    // PGlite runs one transaction at a time, so only PostgreSQL needs the lock that makes
    // concurrent retries of one request wait for (or, with a key, refuse) each other.
    if (database.kind === 'postgres') await lockRetriesOf(tx, idempotencyKey, fingerprint);

    // Retries are answered before the rate limit and do not count against it.
    const earlier = await findEarlierAnswer(tx, idempotencyKey, fingerprint, answerFor);
    if (earlier) return { body: earlier, replayed: true, headers: {} };

    const rateLimit = await rateLimiter(`${operation.id}:${submission.clientAddress}`, tx);
    const headers = rateLimit ? rateLimitHeaders(rateLimit) : {};
    if (rateLimit && !rateLimit.allowed) {
      throw new ApiError(
        'RATE_LIMITED',
        `Rate limit exceeded: at most ${rateLimit.policy.limit} requests per ${rateLimit.policy.windowSeconds} seconds ` +
          `to ${operation.path} from one client address.`,
        { headers },
      );
    }

    const confirmationAllowed = await confirmationAllowedFor(tx, operation, String(payload.email));
    const lead = { id: randomUUID(), reference: newReference(operation.referencePrefix) };
    const body = answerFor(lead.reference, confirmationAllowed);
    await insertLead(tx, {
      ...lead,
      operation: operation.id,
      payload,
      locale,
      fingerprint,
      clientAddress: submission.clientAddress,
      idempotencyKey,
      confirmationAllowed,
    });
    await enqueueDeliveries(boss, tx, lead, operation.deliveries);
    if (idempotencyKey) await storeIdempotentAnswer(tx, idempotencyKey, { requestFingerprint: fingerprint, response: body });
    return { body, replayed: false, headers };
  });
}

/**
 * DESIGN.md "Recipient caps", decided once, when the lead is accepted, so that the answer's promise
 * and the worker agree. A brochure request is itself the email it asks for: past the cap it is
 * refused (429). Other operations are never refused for it: past the cap (counting every lead for
 * that address) the lead is kept and the team notified, but the address gets no confirmation.
 */
async function confirmationAllowedFor(tx: Sql, operation: RegisteredOperation, email: string): Promise<boolean> {
  const cap = env().EMAILS_PER_RECIPIENT_PER_DAY;
  if (operation.slug !== 'brochure') return (await recentLeadsForAddress(tx, null, email)).count < cap;
  const recent = await recentLeadsForAddress(tx, operation.id, email);
  if (recent.count >= cap) {
    throw new ApiError(
      'RATE_LIMITED',
      `Brochure limit reached: at most ${cap} brochure emails to one recipient address (field: email) in 24 hours.`,
      { headers: { 'Retry-After': String(recent.oldestLeavesInSeconds) } },
    );
  }
  return true;
}

/**
 * Serializes requests that may be retries of one another. With a key, a second holder means the
 * first request is still being processed: refuse it (409). Without one, identical bodies arriving
 * together wait here, and the second then finds the first one's lead.
 */
async function lockRetriesOf(tx: Sql, idempotencyKey: string | undefined, fingerprint: string): Promise<void> {
  if (!idempotencyKey) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`fingerprint:${fingerprint}`]);
    return;
  }
  const { rows } = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked',
    [`idempotency:${idempotencyKey}`],
  );
  if (!rows[0]?.locked) {
    throw new ApiError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed.');
  }
}

/**
 * With a key, the key decides: the first answer for the same request, a conflict for another.
 * Without one, the same body within the retry window gets the first lead's reference.
 */
async function findEarlierAnswer(
  sql: Sql,
  idempotencyKey: string | undefined,
  fingerprint: string,
  answerFor: (reference: string, confirmationAllowed: boolean) => StoredAnswer['response'],
): Promise<StoredAnswer['response'] | undefined> {
  if (idempotencyKey) {
    const stored = await findIdempotentAnswer(sql, idempotencyKey);
    if (!stored) return undefined;
    if (stored.requestFingerprint !== fingerprint) {
      throw new ApiError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request (another endpoint or body).',
      );
    }
    return stored.response;
  }
  const recent = await findRecentLead(sql, fingerprint);
  return recent ? answerFor(recent.reference, recent.confirmationAllowed) : undefined;
}
