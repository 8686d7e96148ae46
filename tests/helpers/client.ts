/** A small client for the API tests: POSTs JSON and returns status, headers and parsed body. */
let addressCounter = 0;

/**
 * A fresh client address (X-Forwarded-For), so that tests do not share rate-limit buckets: each in
 * a /24 of its own, since the limits also count per network (lib/abuse/client-network.ts).
 */
export function newClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 8) & 255}.${addressCounter & 255}.${(process.pid & 127) + 1}`;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: any;
  /** The body as sent, for size checks. */
  text: string;
}

export async function callApi(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress(), ...init.headers },
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // keep the text: a test asserting a JSON body will show it
  }
  return { status: response.status, headers: response.headers, body, text };
}
