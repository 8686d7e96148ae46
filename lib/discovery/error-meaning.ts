import type { ErrorCode } from '@/lib/api/error-codes';
import { MESSAGES } from '@/lib/i18n/messages';

/**
 * What an error code means, in the documents' English: the developers page's own copy
 * (messages/en.json `developers.errors`), so that the page, /openapi.json and llms-full.txt say it
 * in one wording.
 */
export function errorMeaning(code: ErrorCode): string {
  return MESSAGES.en.developers.errors[code];
}
