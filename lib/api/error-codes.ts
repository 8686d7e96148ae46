/**
 * The one error table (docs/api.md "Errors"): each code's HTTP status, the advice sent as
 * `hint`, and a one-line meaning for the documents generated from it. `docs` links are derived
 * from the code (see `docsUrl`).
 */
export const ERROR_CODES = {
  INVALID_JSON: {
    status: 400,
    meaning: 'The body is empty or not JSON.',
    hint: 'Send one JSON object as the request body, for example {"name":"Ana","email":"ana@example.com",…}.',
  },
  BAD_REQUEST: {
    status: 400,
    meaning: 'The body is JSON but not an object.',
    hint: 'Send a JSON object (not an array, string, number or null) whose members are the fields of this endpoint.',
  },
  MISSING_FIELDS: {
    status: 400,
    meaning: 'Required fields are missing (absent, null, or empty after trimming).',
    hint: 'Add the fields named in the message; required fields must be present, non-null and non-empty.',
  },
  INVALID_EMAIL: {
    status: 400,
    meaning: 'The email address is not a valid address.',
    hint: 'Send a complete address such as ana@example.com; the domain must contain a dot.',
  },
  INVALID_INPUT: {
    status: 400,
    meaning: 'The body carries fields this endpoint does not know.',
    hint: 'Remove the fields named in the message; field names are case-sensitive.',
  },
  VALIDATION_ERROR: {
    status: 400,
    meaning: 'Fields are invalid, or several kinds of problem occur at once.',
    hint: 'Fix the fields named in the message; `error.issues` says what is wrong with each.',
  },
  INVALID_IDEMPOTENCY_KEY: {
    status: 400,
    meaning: 'The Idempotency-Key header is empty or longer than 255 characters.',
    hint: 'Send an Idempotency-Key of 1 to 255 characters, for example a UUID, or leave the header out.',
  },
  NOT_FOUND: {
    status: 404,
    meaning: 'No endpoint exists at this path.',
    hint: 'Use one of the four endpoints listed in /openapi.json.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    meaning: 'The HTTP method is not supported on this endpoint.',
    hint: 'Use POST to submit, or OPTIONS for a CORS preflight.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    meaning: 'The body is larger than 64 KiB.',
    hint: 'Send a body of at most 65536 bytes; long free text is limited to 5000 characters per field.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    meaning: 'A request with this Idempotency-Key is still being processed.',
    hint: 'Wait a moment and retry with the same Idempotency-Key to receive the first answer.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    meaning: 'This Idempotency-Key was already used with a different request.',
    hint: 'Use a new Idempotency-Key for a new submission; reuse a key only to retry the identical request.',
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'A rate limit is exhausted.',
    hint: 'Wait the number of seconds given in the Retry-After header, then retry.',
  },
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'Something unexpected failed on the server; nothing was accepted.',
    hint: 'Retry after the number of seconds given in the Retry-After header; the request is safe to retry.',
  },
} as const satisfies Record<string, { status: number; meaning: string; hint: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** `MISSING_FIELDS` → `missing-fields`: the anchor of the code's section on the developers page. */
export function errorAnchor(code: ErrorCode): string {
  return code.toLowerCase().replaceAll('_', '-');
}

export function docsUrl(siteUrl: string, code: ErrorCode): string {
  return `${siteUrl}/developers#${errorAnchor(code)}`;
}
