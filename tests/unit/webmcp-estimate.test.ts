/**
 * The in-browser tools and the estimate: the priced operation's WebMCP tools (imperative and the
 * form's) say that the answer carries it, no other's does, and their results hand it to the agent
 * (lib/agents/webmcp/tool-result.ts, lib/forms/form-tool-result.ts).
 */
import { describe, expect, it } from 'vitest';
import { estimateSentences } from '@/lib/agents/descriptions/estimate-text';
import { formToolDescription } from '@/lib/agents/webmcp/form-tool';
import { acceptedResult } from '@/lib/agents/webmcp/tool-result';
import { toolDefinitions } from '@/lib/agents/webmcp/tool-definitions';
import { toolResultOf } from '@/lib/forms/form-tool-result';
import { operations, sendsQuotation } from '@/lib/operations/registry';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { expectedQuotation, pricedOperation } from '../helpers/expected-estimate';

const priced = pricedOperation(operations);
const estimate = estimateOf(expectedQuotation(priced, priced.example, new Date('2026-11-27T10:00:00Z')), 'pt');

describe('WebMCP tools and the estimate', () => {
  it("says in the priced operation's tool descriptions that its answer carries the estimate, and in no other's", () => {
    const sentences = estimateSentences(priced).join(' ');
    expect(sentences).toMatch(/When prices are on, the answer also carries `estimate`/);
    expect(sentences).toMatch(/the quotation PDF arrives by email/);
    for (const tool of toolDefinitions()) {
      const operation = operations.find((candidate) => candidate.id === tool.name)!;
      if (sendsQuotation(operation)) {
        expect(tool.description).toContain(sentences);
        expect(formToolDescription(operation)).toContain(sentences);
      } else {
        expect(tool.description, tool.name).not.toContain('estimate');
        expect(formToolDescription(operation), tool.name).not.toContain('estimate');
      }
    }
  });

  it("hands the answer's estimate to the agent, in the structured content and its text, and adds none where there is none", () => {
    const result = acceptedResult({ message: 'Obrigado, Ana.', reference: 'Q-7K2M9XQD', estimate });
    expect(result.structuredContent).toMatchObject({ reference: 'Q-7K2M9XQD', estimate });
    expect(JSON.parse((result.content[1] as { text: string }).text).estimate).toEqual(estimate);
    expect(acceptedResult({ message: 'Thank you.', reference: 'C-7K2M9XQD' }).structuredContent).not.toHaveProperty('estimate');
  });

  it("gives the form tool's agent the estimate the form's submission was answered with", () => {
    const result = toolResultOf({ status: 'accepted', message: 'Obrigado, Ana.', reference: 'Q-7K2M9XQD', estimate });
    expect(result.structuredContent).toMatchObject({ estimate });
  });
});
