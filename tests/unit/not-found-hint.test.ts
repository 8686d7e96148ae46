/** The hint of a 404 under /api/ names the endpoints from the registry, so a new one is named too. */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { operations } from '@/lib/operations/registry';

describe('NOT_FOUND hint', () => {
  it.each(operations.map((operation) => [operation.id, operation.path]))('names the endpoint of %s', (_id, path) => {
    expect(ERROR_CODES.NOT_FOUND.hint).toContain(`POST ${path}`);
  });

  it('points to /openapi.json and states no count of its own', () => {
    expect(ERROR_CODES.NOT_FOUND.hint).toContain('/openapi.json');
    expect(ERROR_CODES.NOT_FOUND.hint).not.toMatch(/\b(one|two|three|four|five|six|\d+) endpoints\b/i);
  });
});
