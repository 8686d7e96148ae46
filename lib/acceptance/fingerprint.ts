import { createHash } from 'node:crypto';

/**
 * "The same body" (docs/decisions.md "Retry window"): the operation plus the validated, trimmed payload in canonical
 * JSON, so that member order and whitespace do not make two identical requests differ.
 */
export function fingerprint(operationId: string, payload: unknown): string {
  return createHash('sha256').update(operationId).update('\n').update(canonicalJson(payload)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
