/**
 * Reads /api/status as the operator's monitor does (with the test servers' STATUS_TOKEN), or as
 * anyone does, and checks the answer against the schema the OpenAPI document is made from.
 */
import { apiStatusDetailsSchema, apiStatusSchema } from '@/lib/api/response-schemas';
import { TEST_STATUS_TOKEN } from './server';

export async function statusDetails(baseUrl: string, token = TEST_STATUS_TOKEN) {
  const response = await fetch(`${baseUrl}/api/status`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: apiStatusDetailsSchema.parse(await response.json()) };
}

export async function publicStatus(baseUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/status`, { headers });
  return { status: response.status, headers: response.headers, body: apiStatusSchema.parse(await response.json()) };
}
