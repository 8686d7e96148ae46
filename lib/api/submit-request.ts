import { after } from 'next/server';
import { acceptSubmission, type Acceptance } from '@/lib/acceptance/accept-submission';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { kickDeliveries } from '@/lib/services';
import { clientAddress } from './client-address';
import { ApiError } from './errors';
import { validationError } from './validation-error';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * One submission received over HTTP, whichever door it came through: the JSON endpoints and the
 * remote MCP tools both call this, so they validate, rate-limit, deduplicate and store alike. The
 * HTTP request supplies what is not in the body: the Idempotency-Key header, the client address
 * (rate limits) and Accept-Language. Throws an ApiError for anything the caller must fix.
 *
 * `readBody` is called after the header checks, so a request with a bad key is refused before its
 * body is read.
 */
export async function submitRequest(
  operation: RegisteredOperation,
  readBody: () => Promise<Record<string, unknown>>,
  headers: Headers,
): Promise<Acceptance> {
  const idempotencyKey = readIdempotencyKey(headers);
  const validation = validateSubmission(operation, await readBody());
  if (!validation.ok) throw validationError(validation);
  const payload = validation.data as { name: string; email: string; locale?: string } & Record<string, unknown>;

  const acceptance = await acceptSubmission({
    operation,
    payload,
    locale: negotiateLocale(payload.locale, headers.get('accept-language')),
    clientAddress: clientAddress(headers),
    idempotencyKey,
  });
  // The lead and its jobs are committed; start delivering once the answer is on its way.
  if (!acceptance.replayed) after(kickDeliveries);
  return acceptance;
}

function readIdempotencyKey(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key');
  if (key === null) return undefined;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiError(
      'INVALID_IDEMPOTENCY_KEY',
      `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long (got ${key.length}).`,
    );
  }
  return key;
}
