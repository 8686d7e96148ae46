import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { pageUrl } from '@/lib/site/site-pages';

/**
 * The one error table (docs/decisions.md "One error table"): each code's HTTP status and the advice sent
 * as `hint`. What a code means is said once, in messages/<locale>.json under `developers.errors`
 * (the English copy feeds the documents, see lib/agents/descriptions/error-meaning.ts). `docs` links are
 * derived from the code (see `docsUrl`).
 */
export const ERROR_CODES = {
  INVALID_JSON: {
    status: 400,
    hint: 'Send one JSON object as the request body, for example {"name":"Ana","email":"ana@example.com",…}.',
  },
  BAD_REQUEST: {
    status: 400,
    hint: 'Send a JSON object (not an array, string, number or null) whose members are the fields of this endpoint.',
  },
  MISSING_FIELDS: {
    status: 400,
    hint: 'Add the fields named in the message; required fields must be present, non-null and non-empty.',
  },
  INVALID_EMAIL: {
    status: 400,
    hint: 'Send a complete address such as ana@example.com; the domain must contain a dot.',
  },
  INVALID_INPUT: {
    status: 400,
    hint: 'Remove the fields named in the message; field names are case-sensitive.',
  },
  VALIDATION_ERROR: {
    status: 400,
    hint: 'Fix the fields named in the message; `error.issues` says what is wrong with each.',
  },
  INVALID_IDEMPOTENCY_KEY: {
    status: 400,
    hint: 'Send an Idempotency-Key of 1 to 255 characters, for example a UUID, or leave the header out.',
  },
  NOT_FOUND: {
    status: 404,
    hint: `Use one of the endpoints listed in /openapi.json: ${operations.map((operation) => `POST ${operation.path}`).join(', ')}.`,
  },
  UNAUTHORIZED: {
    status: 401,
    // The operator's route only: the public list names no setting (DEPLOY.md, "Checking a deployment", does).
    hint: "Nothing to fix in an API client: this route belongs to the host's scheduler and is not part of the public API.",
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    hint: 'Use one of the methods listed in the Allow header.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    hint: 'Send a body of at most 65536 bytes; long free text is limited to 5000 characters per field.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    hint: 'Wait a moment and retry with the same Idempotency-Key to receive the first answer.',
  },
  SLOT_UNAVAILABLE: {
    status: 409,
    hint: 'Show the person the starts in `error.alternatives` (or GET /api/scheduling/slots), and once they choose one, send the request again with it as preferredStart.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    hint: 'Use a new Idempotency-Key for a new submission; reuse a key only to retry the identical request.',
  },
  RATE_LIMITED: {
    status: 429,
    hint: 'Wait the number of seconds given in the Retry-After header, then retry.',
  },
  INTERNAL_ERROR: {
    status: 500,
    hint: 'Retry after the number of seconds given in the Retry-After header; the request is safe to retry.',
  },
  SCHEDULING_UNAVAILABLE: {
    status: 503,
    hint: 'Retry after the number of seconds given in the Retry-After header, or send the demo request without preferredStart (the team then agrees on a time with the person).',
  },
} as const satisfies Record<string, { status: number; hint: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** `MISSING_FIELDS` → `missing-fields`: the anchor of the code's section on the developers page. */
export function errorAnchor(code: ErrorCode): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/**
 * The code's section on the English developers page (messages and hints are English): the page's
 * own address, since `/developers` without a locale only redirects there (or to another language).
 */
export function docsUrl(siteUrl: string, code: ErrorCode): string {
  return `${pageUrl(siteUrl, DEFAULT_LOCALE, '/developers')}#${errorAnchor(code)}`;
}
