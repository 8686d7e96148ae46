/**
 * Adding an operation is adding a registry entry, its schema and its copy (README "Add an
 * operation"): with a fifth operation in the registry and its copy in the messages, every document,
 * tool and form describes it, and its references are recognised, with no other file edited.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';

const partner = vi.hoisted(() => ({
  id: 'submitPartnerRequest',
  slug: 'partner',
  path: '/api/partner-request',
  referencePrefix: 'P',
  skillName: 'become-a-partner',
  hasLocaleField: false,
  deliveries: ['confirmation-email', 'team-notification'],
  sendsBrochure: false,
  example: { name: 'Ines Costa', email: 'ines.costa@example.com', company: 'Court Builders Lda' },
}));

vi.mock('@/lib/operations/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/operations/registry')>();
  const schema = z.strictObject({ name: z.string().min(1).max(200), email: z.email().max(254), company: z.string().min(1).max(200) });
  const operations = [...original.operations, { ...partner, schema }];
  return {
    ...original,
    operations,
    getOperation: (id: string) => operations.find((operation) => operation.id === id),
    operationOfReference: (reference: string) => operations.find((operation) => reference.startsWith(`${operation.referencePrefix}-`))?.id,
  };
});

// The copy a new operation brings, in every locale (here the English text everywhere).
const COPY = {
  operations: {
    partner: {
      title: 'Become a partner',
      description: 'Offer your courts or services to the clubs on the platform.',
      page: { submit: 'Send the partner request' },
      success: 'We have received your partner request.',
      next: 'Our partnerships team writes to you within a week.',
    },
  },
  fields: { company: 'Company' },
  forms: { paramDescriptions: { company: 'Name of the company that wants to partner' } },
};

function addCopy(target: Record<string, unknown>, copy: Record<string, unknown>) {
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') target[key] = value;
    else addCopy((target[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
  }
}
for (const locale of LOCALES) addCopy(MESSAGES[locale], COPY);

const SITE_URL = 'https://courts.example';

describe('a registry with one more operation', () => {
  it('is in OpenAPI, with its request schema and field descriptions', async () => {
    const { openApiDocument } = await import('@/lib/agents/documents/openapi-document');
    const document = openApiDocument(SITE_URL);
    const paths = document.paths as Record<string, { post?: object }>;
    expect(paths[partner.path]?.post).toMatchObject({ operationId: partner.id, summary: 'Become a partner' });
    const schema = document.components.schemas.PartnerRequest as { properties: Record<string, { description: string }> };
    expect(schema.properties.company?.description).toBe('Name of the company that wants to partner');
  });

  it('is in llms.txt, llms-full.txt and the API catalog', async () => {
    const { llmsText } = await import('@/lib/agents/documents/llms-text');
    const { llmsFullText } = await import('@/lib/agents/documents/llms-full-text');
    const { apiCatalog } = await import('@/lib/agents/documents/api-catalog');
    expect(llmsText(SITE_URL)).toContain(`POST ${SITE_URL}${partner.path}`);
    expect(llmsText(SITE_URL)).toContain(`/.well-known/agent-skills/${partner.skillName}/SKILL.md`);
    expect(llmsFullText(SITE_URL)).toContain('### Become a partner');
    expect(llmsFullText(SITE_URL)).toContain('- `company`: Company (text, required');
    expect(apiCatalog(SITE_URL).linkset.map((link) => link.anchor)).toContain(`${SITE_URL}${partner.path}`);
  });

  it('has an agent skill, an MCP tool and in-browser tools', async () => {
    const { agentSkillsIndex, skillFiles } = await import('@/lib/agents/documents/agent-skills');
    const { serverCard } = await import('@/lib/agents/documents/server-card');
    const { mcpToolDefinitions } = await import('@/lib/agents/mcp/mcp-tools');
    const { toolDefinitions } = await import('@/lib/agents/webmcp/tool-definitions');
    expect(agentSkillsIndex(SITE_URL).skills.map((skill) => skill.name)).toContain(partner.skillName);
    expect(skillFiles(SITE_URL).get(partner.skillName)?.body).toContain('# Become a partner');
    expect(mcpToolDefinitions().map((tool) => tool.name)).toContain(partner.id);
    expect(toolDefinitions().find((tool) => tool.name === partner.id)?.inputSchema).toMatchObject({
      required: ['name', 'email', 'company'],
    });
    const webMcp = Object.values(serverCard(SITE_URL)._meta)[0] as { tools: { name: string }[] };
    expect(webMcp.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining([partner.id, `${partner.id}Form`]));
  });

  it('has a form in every language, and its references are recognised', async () => {
    const { getOperation } = await import('@/lib/operations/registry');
    const { buildFormView } = await import('@/lib/forms/build-form-view');
    const { REFERENCE_PATTERN } = await import('@/lib/acceptance/reference');
    const { successResponseSchema } = await import('@/lib/api/response-schemas');
    const operation = getOperation(partner.id as never);
    for (const locale of LOCALES) {
      const form = buildFormView(operation, locale);
      expect(form.fields.map((field) => [field.name, field.label])).toEqual([
        ['name', MESSAGES[locale].fields.name],
        ['email', MESSAGES[locale].fields.email],
        ['company', 'Company'],
      ]);
      expect(form.toolName).toBe('submitPartnerRequestForm');
    }
    expect(REFERENCE_PATTERN.test('P-7K2M9XQD')).toBe(true);
    expect(successResponseSchema.safeParse({ success: true, message: 'ok', reference: 'P-7K2M9XQD' }).success).toBe(true);
  });
});
