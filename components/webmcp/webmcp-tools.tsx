'use client';

import { useEffect, useRef, useState } from 'react';
import type { OperationId } from '@/lib/operations/registry';
import type { OperationLabels, PayloadLabels, ToolDefinition } from '@/lib/agents/webmcp/tool-definitions';
import { toolResultOf } from '@/lib/forms/form-tool-result';
import { acceptedResult, errorResult } from '@/lib/agents/webmcp/tool-result';
import { formOnPage } from '@/components/forms/form-bridge';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';

export interface WebMcpCopy {
  confirmTitle: string;
  /** Per operation slug: the dialog's introduction. */
  intros: Record<string, string>;
  send: string;
  cancel: string;
  /** Contains `{reference}`. */
  sent: string;
  close: string;
}

interface Props {
  tools: ToolDefinition[];
  labels: PayloadLabels;
  locale: string;
  copy: WebMcpCopy;
}

/**
 * Registers every operation of the registry as an imperative WebMCP tool on every page: on
 * `document.modelContext` where the browser has it, else on `navigator.modelContext` (the name
 * the original contract uses, docs/api.md "Tools for agents"), else not at all. A call is checked against the registry's schema, fills the
 * form when the page has it, and is sent only after the person confirms in a dialog.
 */
export function WebMcpTools({ tools, labels, locale, copy }: Props) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [sentReference, setSentReference] = useState<string | null>(null);
  const waiting = useRef(false);

  useEffect(() => {
    const modelContext = document.modelContext ?? navigator.modelContext;
    if (!modelContext) return;
    const controller = new AbortController();

    async function execute(tool: ToolDefinition, input: Record<string, unknown>): Promise<ModelContextToolResult> {
      const { checkToolInput } = await import('@/lib/agents/webmcp/check-tool-input');
      const checked = checkToolInput(tool.name as OperationId, input);
      if (!checked.ok) return errorResult(`Nothing was sent. Fix the input: ${checked.problems}.`);
      if (waiting.current) return errorResult('Another request is waiting for the person to confirm it; try again afterwards.');

      const form = formOnPage(tool.slug);
      form?.fill(checked.payload);
      waiting.current = true;
      const operationLabels = labels.operations[tool.slug];
      const confirmed = await new Promise<boolean>((resolve) =>
        setRequest({
          title: operationLabels?.title ?? tool.title,
          intro: copy.intros[tool.slug] ?? '',
          lines: describePayload(checked.payload, operationLabels, labels),
          decide: (send) => {
            setRequest(null);
            resolve(send);
          },
        }),
      ).finally(() => (waiting.current = false));
      if (!confirmed) return errorResult('The person declined to send this request; nothing was sent.');

      if (form) return toolResultOf(await form.submit());
      const result = await sendToApi(tool, checked.payload, locale);
      const reference = result.structuredContent?.reference;
      if (typeof reference === 'string') setSentReference(reference);
      return result;
    }

    for (const tool of tools) {
      const registration = {
        name: tool.name,
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: { consequentialHint: true },
        execute: (input: Record<string, unknown>) => execute(tool, input),
      };
      Promise.resolve()
        .then(() => modelContext.registerTool(registration, { signal: controller.signal }))
        .catch((error: unknown) => console.warn(`[webmcp] could not register ${tool.name}`, error));
    }
    return () => controller.abort();
  }, [tools, labels, locale, copy]);

  return (
    <>
      {request && <ConfirmDialog request={request} copy={copy} />}
      {sentReference && (
        <div className="toast" role="status">
          <p>{copy.sent.replace('{reference}', sentReference)}</p>
          <button type="button" className="button" onClick={() => setSentReference(null)}>
            {copy.close}
          </button>
        </div>
      )}
    </>
  );
}

/** On a page without the operation's form, the tool posts to the public API: the same acceptance. */
async function sendToApi(tool: ToolDefinition, payload: Record<string, unknown>, locale: string) {
  const body = tool.hasLocaleField && payload.locale === undefined ? { ...payload, locale } : payload;
  try {
    const response = await fetch(tool.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) return errorResult(`Nothing was sent: ${answer.error?.message ?? `HTTP ${response.status}`}`);
    return acceptedResult(answer);
  } catch {
    return errorResult('Nothing was sent: the site could not be reached. Try again in a moment.');
  }
}

/**
 * The payload as labelled lines in the page's language, for the person to check: the labels were
 * made on the server by lib/i18n/field-copy.ts (`displayValue` there is the same rule for emails).
 */
function describePayload(payload: Record<string, unknown>, operation: OperationLabels | undefined, labels: PayloadLabels) {
  return Object.entries(payload)
    .filter(([name]) => name !== 'locale')
    .map(([name, value]) => {
      const valueLabels = operation?.values[name] ?? {};
      const label = (item: unknown) => valueLabels[String(item)] ?? String(item);
      const shown =
        typeof value === 'boolean' ? (value ? labels.yes : labels.no) : Array.isArray(value) ? value.map(label).join(', ') : label(value);
      return { label: operation?.fields[name] ?? name, value: shown };
    });
}
