import type { ErrorCode } from '@/lib/api/error-codes';
import { MAX_BODY_BYTES } from '@/lib/api/read-json-body';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@/lib/api/submit-request';
import { english } from '@/lib/i18n/messages';

/** The figures the meanings of the error codes state, from the code that enforces them. */
export const ERROR_MEANING_VALUES = { maxKeyLength: MAX_IDEMPOTENCY_KEY_LENGTH, maxKiB: MAX_BODY_BYTES / 1024 };

/**
 * What an error code means, in the documents' English: the developers page's own copy
 * (messages/en.json `developers.errors`), so that the page, /openapi.json and llms-full.txt say it
 * in one wording.
 */
export function errorMeaning(code: ErrorCode): string {
  return english(`developers.errors.${code}`, ERROR_MEANING_VALUES);
}
