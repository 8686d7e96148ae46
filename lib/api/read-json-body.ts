import { ApiError } from './errors';

/** Route handlers have no body limit of their own (docs/notes.md "Route handlers"), so the cap is enforced here. */
export const MAX_BODY_BYTES = 64 * 1024;

// The rest of the body is left unread, so the connection cannot carry another request: close it.
const tooLarge = (limit: number) =>
  new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes (${limit / 1024} KiB).`, {
    headers: { Connection: 'close' },
  });

/**
 * Reads at most 64 KiB (or the given limit) and parses it as a JSON object, whatever the
 * Content-Type says (agents are careless with headers). Stops reading as soon as the cap is passed.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const declaredLength = Number(request.headers.get('content-length'));
  if (declaredLength > limit) throw tooLarge(limit);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  }

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid UTF-8 text.');
  }
  if (text.trim() === '') throw new ApiError('INVALID_JSON', 'The request body is empty; send a JSON object.');

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    // The parser's own message quotes the body ("abc" is not valid JSON): only its position is kept.
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    throw new ApiError('INVALID_JSON', `The request body is not valid JSON${position ? ` (syntax error at character ${position})` : ''}.`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const kind = body === null ? 'null' : Array.isArray(body) ? 'an array' : `a ${typeof body}`;
    throw new ApiError('BAD_REQUEST', `The request body is ${kind}; send a JSON object.`);
  }
  return body as Record<string, unknown>;
}
