/**
 * The yardstick for `npm run bench:api`: a bare node:http server that reads the body with the same
 * cap and validates it with the same Zod schema, and does nothing else. Usage: bare-server.ts <port>
 */
import { createServer } from 'node:http';
import { MAX_BODY_BYTES } from '@/lib/api/read-json-body';
import { getOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';

const operation = getOperation('submitContact');
const port = Number(process.argv[2] ?? 4100);

createServer((request, response) => {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    let status = 400;
    let body: unknown = { error: { code: 'INVALID_JSON' } };
    try {
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const result = validateSubmission(operation, parsed);
      status = result.ok ? 200 : 400;
      body = result.ok ? { success: true } : { error: { kind: result.kind, fields: result.fields } };
    } catch {
      // stays INVALID_JSON
    }
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
