/**
 * tests/schemas/ai-catalog.schema.json transcribes the AI Catalog's CDDL (tests/schemas/README.md):
 * it accepts catalogs of the specification's shapes and refuses what the CDDL refuses, so that the
 * discovery suite's check of /.well-known/ai-catalog.json can fail. And the catalog this site builds
 * passes it, listing the server card, the API catalog and the agent-skills index by their types.
 */
import { describe, expect, it } from 'vitest';
import { aiCatalog } from '@/lib/agents/documents/ai-catalog';
import { schemaValidator } from '../helpers/documents';

const validate = schemaValidator();
const errorsOf = (value: unknown) => validate('ai-catalog.schema.json', value);

const serverCardEntry = {
  identifier: 'urn:air:example.com:mcp:weather',
  type: 'application/mcp-server-card+json',
  url: 'https://example.com/mcp/server-card',
};

describe('the AI Catalog schema (a transcription of the CDDL)', () => {
  it.each([
    ['an empty catalog', { specVersion: '1.0', entries: [] }],
    ['a minimal entry', { specVersion: '1.0', entries: [serverCardEntry] }],
    [
      'a host, names and an inline nested catalog',
      {
        specVersion: '1.2',
        host: { displayName: 'Example', identifier: 'example.com' },
        entries: [
          {
            identifier: 'urn:air:example.com:catalog:tools',
            displayName: 'Tools',
            type: 'application/ai-catalog+json',
            data: { specVersion: '1.0', entries: [serverCardEntry] },
            updatedAt: '2026-11-25T10:00:00Z',
          },
        ],
        extensions: { 'com.example.note': 'members it does not know are ignored' },
      },
    ],
  ])('accepts %s', (_name, catalog) => {
    expect(errorsOf(catalog)).toEqual([]);
  });

  it.each([
    ['no specVersion', { entries: [] }],
    ['a specVersion that is not Major.Minor', { specVersion: '1', entries: [] }],
    ['no entries', { specVersion: '1.0' }],
    ['an entry without a type', { specVersion: '1.0', entries: [{ identifier: 'urn:x', url: 'https://example.com/a' }] }],
    ['an entry with neither url nor data', { specVersion: '1.0', entries: [{ identifier: 'urn:x', type: 'application/json' }] }],
    ['an entry with both url and data', { specVersion: '1.0', entries: [{ ...serverCardEntry, data: {} }] }],
    ['a host without a displayName', { specVersion: '1.0', host: { identifier: 'example.com' }, entries: [] }],
    [
      'an inline nested catalog that is not one',
      { specVersion: '1.0', entries: [{ identifier: 'urn:x', type: 'application/ai-catalog+json', data: { entries: [] } }] },
    ],
    ['an updatedAt that is no date-time', { specVersion: '1.0', entries: [{ ...serverCardEntry, updatedAt: 'yesterday' }] }],
  ])('refuses %s', (_name, catalog) => {
    expect(errorsOf(catalog)).not.toEqual([]);
  });
});

describe("the site's AI Catalog", () => {
  const catalog = aiCatalog('https://courts.example');

  it('is valid, with a host, and lists the server card, the API catalog and the agent skills by their media types', () => {
    expect(errorsOf(catalog)).toEqual([]);
    expect(catalog.host.displayName.length).toBeGreaterThan(0);
    expect(catalog.entries.map((entry) => [entry.type, entry.url])).toEqual([
      ['application/mcp-server-card+json', 'https://courts.example/mcp/server-card'],
      ['application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"', 'https://courts.example/.well-known/api-catalog'],
      ['application/agent-skills+json', 'https://courts.example/.well-known/agent-skills/index.json'],
    ]);
  });

  it("names each entry with a urn:air identifier of the brand's domain, unique in the catalog", () => {
    const identifiers = catalog.entries.map((entry) => entry.identifier);
    for (const identifier of identifiers) expect(identifier).toMatch(/^urn:air:courtside\.example:[a-z-]+:[a-z-]+$/);
    expect(new Set(identifiers).size).toBe(identifiers.length);
  });

  it('repeats nothing the server card says of itself (its name, description and version are the card’s)', () => {
    const card = catalog.entries[0]!;
    expect(Object.keys(card).sort()).toEqual(['identifier', 'type', 'url']);
  });
});
