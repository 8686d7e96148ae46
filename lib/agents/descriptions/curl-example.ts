import type { Operation } from '@/lib/operations/registry';

/**
 * The example request of an operation as a curl command (the developers page shows the same). The
 * Idempotency-Key is made fresh on each run: a fixed one, copied by every reader, would make the
 * second person's submission a replay or a conflict of the first.
 */
export function curlExample(siteUrl: string, operation: Pick<Operation, 'path' | 'example'>): string {
  const body = JSON.stringify(operation.example, null, 2).replaceAll("'", "'\\''");
  return [
    `curl -X POST ${siteUrl}${operation.path} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -d '${body}'`,
  ].join('\n');
}
