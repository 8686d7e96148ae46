/**
 * What an error answer must carry, asserted alike on an HTTP answer (tests/api) and on the error
 * mapping called directly (tests/unit), so the unit test of the field rules expects no less than
 * the HTTP suite. Headers (CORS, no-store) exist only over HTTP and are checked there.
 */
import { expect } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@/lib/api/error-codes';
import { errorResponseSchema } from '@/lib/api/response-schemas';
import type { Expectation } from '../api/field-rules';

/** The status and parsed body of an answer, whether it came over HTTP or from toErrorResponse. */
export interface AnswerParts {
  status: number;
  body: any;
}

export function expectErrorAnswer(answer: AnswerParts, code: ErrorCode, message: string | RegExp, siteUrl: string) {
  expect(answer.status).toBe(ERROR_CODES[code].status);
  expect(errorResponseSchema.parse(answer.body)).toBeTruthy();
  expect(answer.body.error).toMatchObject({
    code,
    hint: ERROR_CODES[code].hint,
    docs: `${siteUrl}/en/developers#${code.toLowerCase().replaceAll('_', '-')}`,
  });
  if (typeof message === 'string') expect(answer.body.error.message).toBe(message);
  else expect(answer.body.error.message).toMatch(message);
}

/** A refused field-rule row: the error answer, and its issues in order. */
export function expectFieldRowError(answer: AnswerParts, expected: Extract<Expectation, { status: 400 }>, siteUrl: string) {
  expectErrorAnswer(answer, expected.code, expected.message, siteUrl);
  expect(answer.body.error.issues).toEqual(expected.issues.map(([field, problem]) => expect.objectContaining({ field, problem })));
}
