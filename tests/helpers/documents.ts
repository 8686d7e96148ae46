/**
 * Helpers for the discovery-document suites: fetching a document from a test server, following
 * the absolute links a document carries (written with the server's SITE_URL) back to the server,
 * and validating against the schemas in tests/schemas/ (copies, docs/notes.md "Validation schemas", so that a
 * clean checkout has them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { DOCUMENT_CACHE_CONTROL } from '@/lib/agents/documents/document-response';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../schemas');

/** The public URL the test servers run with: documents must carry it, not the build's address. */
export const SITE_URL = 'https://courts.example';

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

export async function fetchDocument(baseUrl: string, pathOrUrl: string, init: RequestInit = {}): Promise<Fetched> {
  const response = await fetch(toServerUrl(baseUrl, pathOrUrl), { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A URL under SITE_URL, fetched from the test server instead (the fragment is dropped). */
export function toServerUrl(baseUrl: string, pathOrUrl: string): string {
  if (pathOrUrl.startsWith('/')) return `${baseUrl}${pathOrUrl}`;
  if (!pathOrUrl.startsWith(`${SITE_URL}/`)) throw new Error(`${pathOrUrl} is not a URL of the site (${SITE_URL})`);
  const url = new URL(pathOrUrl);
  return `${baseUrl}${url.pathname}${url.search}`;
}

/** What every discovery document answer carries: its media type, CORS for GET, caching headers. */
export function expectDocumentHeaders(answer: Fetched, contentType: string | RegExp) {
  expect(answer.status).toBe(200);
  if (typeof contentType === 'string') expect(answer.headers.get('content-type')).toBe(contentType);
  else expect(answer.headers.get('content-type')).toMatch(contentType);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  expect(answer.headers.get('cache-control')).toBe(DOCUMENT_CACHE_CONTROL);
  expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
}

/** Every URL answers 200 on GET without a redirect; returns the ones that do not, with their status. */
export async function failingLinks(baseUrl: string, urls: Iterable<string>): Promise<string[]> {
  const failures: string[] = [];
  for (const url of new Set(urls)) {
    const { status } = await fetchDocument(baseUrl, url);
    if (status !== 200) failures.push(`${url} → ${status}`);
  }
  return failures;
}

/** An Ajv for JSON Schema 2020-12 with formats, holding the shared schemas under their file names. */
export function schemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  for (const file of ['api-catalog.schema.json', 'server-card.schema.json', 'agent-skills-index.schema.json', 'ai-catalog.schema.json']) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')), file);
  }
  return (schemaRef: string, value: unknown): string[] => {
    const validate = ajv.getSchema(schemaRef);
    if (!validate) throw new Error(`No schema ${schemaRef}`);
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}

/** Every string under the given keys, anywhere in a JSON value (e.g. every `href` of a linkset). */
export function valuesUnderKeys(value: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesUnderKeys(item, keys));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, member]) =>
      keys.includes(key) && typeof member === 'string' ? [member] : valuesUnderKeys(member, keys),
    );
  }
  return [];
}
