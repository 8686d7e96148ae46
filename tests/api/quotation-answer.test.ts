/**
 * A quote request's answer carries its estimate (docs/api.md "Success"), against a running
 * production build on each store: the figures of the one calculation from the shipped price list,
 * valid for the OpenAPI's own SuccessResponse, the same on a replay (with the key, and without it
 * within the retry window) and over MCP; a contact request's answer has none; and with PRICING=off
 * neither the answer nor the documents' example carries one, and the message is the one before prices.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponseSchema } from '@/lib/api/response-schemas';
import { english } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { quotationSummary } from '@/lib/quotation/quotation-copy';
import { callApi, newClientAddress } from '../helpers/client';
import { SITE_URL } from '../helpers/documents';
import { expectedEstimates, expectedQuotation, pricedOperation } from '../helpers/expected-estimate';
import { exampleBody, plainOperation } from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const quote = pricedOperation(operations);
let uniqueCounter = 0;
const unique = (label: string) => `${label} ${process.pid}-${++uniqueCounter}`;

/** The SuccessResponse of the server's own /openapi.json, compiled. */
async function successValidator(url: string) {
  const document = await (await fetch(`${url}/openapi.json`)).json();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(document.components.schemas.SuccessResponse);
}

describe.each(STORES)("the quote's estimate on %s", (store) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(store, { SITE_URL, EMAILS_PER_RECIPIENT_PER_DAY: '1000' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it("answers the calculation's estimate, valid for the OpenAPI's SuccessResponse, and states it in the message", async () => {
    const validate = await successValidator(server.url);
    // The registry's example, in its own language (pt), and a body that answers nothing a price depends on.
    for (const body of [
      { ...quote.example, name: unique('Priced') },
      { name: unique('Bare'), email: 'bare@example.com', sports: ['padel'] },
    ]) {
      const locale = 'locale' in body ? (body.locale as 'pt') : 'en';
      const before = new Date();
      const answer = await callApi(server.url, quote.path, { body });
      const after = new Date();
      expect(answer.status, answer.text).toBe(200);
      expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
      expect(successResponseSchema.parse(answer.body).estimate).toBeDefined();
      expect(expectedEstimates(quote, body, locale, before, after)).toContainEqual(answer.body.estimate);
      // The message gives the same figures, in the request's language (the quotation of the day the estimate is of).
      const quotation = [before, after]
        .map((day) => expectedQuotation(quote, body, day))
        .find((candidate) => candidate.validUntil === answer.body.estimate.validUntil)!;
      expect(answer.body.message).toContain(quotationSummary(quotation, locale));
    }
  });

  it('answers a replay with the same estimate: with the Idempotency-Key, and without it within the retry window', async () => {
    const body = exampleBody(quote, { name: unique('Replay'), email: 'replay@example.com' });
    const key = crypto.randomUUID();
    const first = await callApi(server.url, quote.path, { body, headers: { 'Idempotency-Key': key } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.estimate).toBeDefined();
    const keyed = await callApi(server.url, quote.path, { body, headers: { 'Idempotency-Key': key } });
    expect(keyed.headers.get('idempotent-replayed')).toBe('true');
    expect(keyed.body).toEqual(first.body);
    const unkeyed = await callApi(server.url, quote.path, { body });
    expect(unkeyed.status).toBe(200);
    expect(unkeyed.body).toEqual(first.body);
  });

  it("prices an exact courtCount at its band's rate, says the prices leave VAT out, and refuses a count outside its band", async () => {
    const body = exampleBody(quote, {
      name: unique('Courts'),
      email: 'courts@example.com',
      numberOfCourts: '9-15',
      courtCount: 12,
      brandedApp: false,
    });
    const before = new Date();
    const answer = await callApi(server.url, quote.path, { body });
    const after = new Date();
    expect(answer.status, answer.text).toBe(200);
    expect(expectedEstimates(quote, body, 'en', before, after)).toContainEqual(answer.body.estimate);
    expect(answer.body.estimate.vat).toBe('excluded');
    expect(answer.body.estimate.assumptions.map((assumption: { field: string }) => assumption.field)).not.toContain('numberOfCourts');
    expect(answer.body.message).toContain(`(${english('quotation.vat.excluded')})`);

    const refused = await callApi(server.url, quote.path, { body: { ...body, name: unique('Mismatch'), numberOfCourts: '4-8' } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid or missing fields: courtCount.',
      issues: [{ field: 'courtCount', problem: 'too_large', maximum: 8 }],
    });
  });

  it('gives no estimate to a contact request', async () => {
    const answer = await callApi(server.url, plainOperation.path, { body: exampleBody(plainOperation, { name: unique('Contact') }) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).not.toHaveProperty('estimate');
  });

  it("returns the estimate in an MCP tools/call's structured content, equal to the calculation's", async () => {
    const client = new Client({ name: 'quotation-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { 'X-Forwarded-For': newClientAddress() } },
      }),
    );
    try {
      const body = exampleBody(quote, { name: unique('MCP'), email: 'mcp.quote@example.com' });
      const before = new Date();
      const result: any = await client.callTool({ name: quote.id, arguments: body });
      const after = new Date();
      expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
      const answer = successResponseSchema.parse(result.structuredContent);
      expect(expectedEstimates(quote, body, 'en', before, after)).toContainEqual(answer.estimate);
      // The text block carries it too, for an agent that reads only text.
      expect(JSON.parse(result.content[1].text).estimate).toEqual(answer.estimate);
      // The same call again is a retry: the same answer, estimate included.
      const again: any = await client.callTool({ name: quote.id, arguments: body });
      expect(again.structuredContent).toEqual(result.structuredContent);
    } finally {
      await client.close();
    }
  });
});

describe('the quote with PRICING=off', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(STORES[0]!, { SITE_URL, PRICING: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('answers without an estimate and with the message from before prices', async () => {
    const name = unique('Unpriced');
    const answer = await callApi(server.url, quote.path, { body: exampleBody(quote, { name, email: 'unpriced@example.com' }) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).not.toHaveProperty('estimate');
    expect(answer.body.message).toBe(`Thank you, ${name.split(' ')[0]}. ${english(`operations.${quote.slug}.success`)}`);
  });

  it("shows no estimate in the OpenAPI's example answer, and the documents still say when prices are on", async () => {
    const document = await (await fetch(`${server.url}/openapi.json`)).json();
    const media = document.paths[quote.path].post.responses['200'].content['application/json'];
    expect(JSON.stringify(media)).not.toContain('"estimate"');
    expect(document.components.schemas.SuccessResponse.properties.estimate).toBeDefined();
    const llms = await (await fetch(`${server.url}/llms.txt`)).text();
    expect(llms).toContain('When prices are on, the answer also carries `estimate`');
  });
});
