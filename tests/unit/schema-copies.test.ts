/**
 * tests/schemas/ holds copies of the contract's validation schemas (docs/notes.md "Validation schemas"), so that a
 * clean checkout can validate the discovery documents. Where the contract's folder is present, the
 * copies must still be the same bytes: a changed contract schema must not go unnoticed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../helpers/documents';

const CONTRACT_SCHEMAS = path.resolve(import.meta.dirname, '../../../shared/schemas');
const present = existsSync(CONTRACT_SCHEMAS);

describe.skipIf(!present)('the copies of the contract schemas', () => {
  it.each(present ? readdirSync(CONTRACT_SCHEMAS) : ['(none)'])('%s is copied unchanged', (name) => {
    expect(readFileSync(path.join(SCHEMAS_DIR, name), 'utf8')).toBe(readFileSync(path.join(CONTRACT_SCHEMAS, name), 'utf8'));
  });
});
