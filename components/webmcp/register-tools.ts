import type { Locale } from '@/lib/i18n/locales';
import type { OperationId } from '@/lib/operations/registry';
import type { PageTools } from '@/lib/agents/webmcp/page-tools';
import type { OperationLabels, PayloadLabels, SlotsToolDefinition, ToolDefinition } from '@/lib/agents/webmcp/tool-definitions';
import { toolResultOf } from '@/lib/forms/form-tool-result';
import { browserZone } from '@/lib/scheduling/browser-zone';
import { formatMeetingTime } from '@/lib/scheduling/display-time';
import { acceptedResult, alternativesText, errorResult, slotListText, structuredResult } from '@/lib/agents/webmcp/tool-result';
import { formOnPage } from '@/components/forms/form-bridge';
import { askPerson } from './ask-person';
import type { ConfirmRequest } from './confirm-dialog';

/** How the tools reach the page's React state: the confirmation dialog and the "sent" notice. */
export interface PageHooks {
  showConfirmation(request: ConfirmRequest | null): void;
  showSent(reference: string): void;
}

/**
 * Registers every operation of the registry as an imperative WebMCP tool on `modelContext`, and the
 * list of free demo times beside them, until `signal` aborts. Loaded by webmcp-tools.tsx only in a
 * browser that has WebMCP, so the code below costs nothing to every other visitor.
 *
 * A call is checked against the registry's schema, fills the form when the page has it, and is sent
 * only after the person confirms in a dialog. The free times only read and so ask nothing: the
 * booking is what the person confirms, with the chosen time shown in their zone. A call honours the
 * signal the browser gives it (`execute(input, { signal })`, Chrome 153+), which aborts when the
 * agent cancels the call: until the person has confirmed, cancelling takes the dialog down, sends
 * nothing and frees the page for the next call (ask-person.ts).
 */
export function registerTools(
  modelContext: ModelContext,
  { tools, slotsTool, labels, copy }: PageTools,
  locale: Locale,
  page: PageHooks,
  signal: AbortSignal,
): void {
  let waiting = false;

  async function execute(tool: ToolDefinition, input: Record<string, unknown>, callSignal?: AbortSignal): Promise<ModelContextToolResult> {
    const { checkToolInput } = await import('@/lib/agents/webmcp/check-tool-input');
    // An agent that gave up while the checks loaded is not answered, and the person not asked.
    callSignal?.throwIfAborted();
    const checked = checkToolInput(tool.name as OperationId, input);
    if (!checked.ok) return errorResult(`Nothing was sent. Fix the input: ${checked.problems}.`);
    if (waiting) return errorResult('Another request is waiting for the person to confirm it; try again afterwards.');

    // The form has no field for a meeting time: a request that books one goes through the API.
    const form = checked.payload.preferredStart === undefined ? formOnPage(tool.slug) : undefined;
    form?.fill(checked.payload);
    waiting = true;
    const operationLabels = labels.operations[tool.slug];
    const confirmed = await askPerson(
      (decide) =>
        page.showConfirmation({
          intro: copy.intros[tool.slug] ?? '',
          lines: describePayload(checked.payload, operationLabels, labels, locale),
          decide,
        }),
      () => page.showConfirmation(null),
      callSignal,
    ).finally(() => (waiting = false));
    if (!confirmed) return errorResult('The person declined to send this request; nothing was sent.');

    // From here the signal is no longer heeded: the person confirmed, and a request on its way
    // cannot be unsent (the server may already have stored it and mailed them). Cutting it off
    // would only hide from the page whether it arrived: it finishes, and the page shows its answer.
    if (form) return toolResultOf(await form.submit());
    const result = await sendToApi(tool, checked.payload, locale);
    const reference = result.structuredContent?.reference;
    if (typeof reference === 'string') page.showSent(reference);
    return result;
  }

  // Registered one by one, after this turn: a tool the browser refuses is named, and the others still register.
  const register = (tool: ModelContextTool) =>
    Promise.resolve()
      .then(() => modelContext.registerTool(tool, { signal }))
      .catch((error: unknown) => console.warn(`[webmcp] could not register ${tool.name}`, error));
  for (const tool of tools) {
    register({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: { consequentialHint: true },
      execute: (input: Record<string, unknown>, options?: ModelContextToolCallOptions) => execute(tool, input, options?.signal),
    });
  }
  register({
    name: slotsTool.name,
    title: slotsTool.title,
    description: slotsTool.description,
    inputSchema: slotsTool.inputSchema,
    annotations: { readOnlyHint: true },
    execute: (input: Record<string, unknown>, options?: ModelContextToolCallOptions) => listSlots(slotsTool, input, options?.signal),
  });
}

/** On a page without the operation's form (or for a meeting time), the tool posts to the public API: the same acceptance. */
async function sendToApi(tool: ToolDefinition, payload: Record<string, unknown>, locale: string) {
  const body: Record<string, unknown> = { ...payload, ...(tool.hasLocaleField && payload.locale === undefined ? { locale } : {}) };
  // The meeting's time was shown to the person in the browser's zone: the answer and the emails name it in that zone too.
  if (body.preferredStart !== undefined && body.timeZone === undefined) body.timeZone = browserZone();
  try {
    const response = await fetch(tool.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) {
      const alternatives = Array.isArray(answer.error?.alternatives) ? ` ${alternativesText(answer.error.alternatives)}` : '';
      return errorResult(`Nothing was sent: ${answer.error?.message ?? `HTTP ${response.status}`}${alternatives}`);
    }
    return acceptedResult(answer);
  } catch {
    return errorResult('Nothing was sent: the site could not be reached. Try again in a moment.');
  }
}

/**
 * The free demo starts, in the person's zone unless the agent names another: the browser's zone is
 * the person's. The server validates the input (an unknown member is refused there, by name). A
 * cancelled call stops reading (it changes nothing, so there is nothing to finish) and rejects with
 * the signal's reason, as fetch() does.
 */
async function listSlots(tool: SlotsToolDefinition, input: Record<string, unknown>, signal?: AbortSignal): Promise<ModelContextToolResult> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ timeZone: browserZone(), ...input })) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  try {
    const response = await fetch(`${tool.path}?${query}`, { headers: { Accept: 'application/json' }, signal });
    const answer = await response.json();
    if (!response.ok)
      return errorResult(
        `${answer.error?.code ?? `HTTP ${response.status}`}: ${answer.error?.message ?? ''} ${answer.error?.hint ?? ''}`.trim(),
      );
    return structuredResult(slotListText(answer, tool.bookingTool), answer);
  } catch {
    if (signal?.aborted) throw signal.reason;
    return errorResult('The free times could not be read: the site could not be reached. Try again in a moment.');
  }
}

/**
 * The payload as labelled lines in the page's language, for the person to check: the labels were
 * made on the server by lib/i18n/field-copy.ts (`displayValue` there is the same rule for emails).
 * A meeting time is shown as the person reads it: in their language and zone (the request's, else
 * the browser's), naming the zone; the zone then needs no line of its own.
 */
function describePayload(payload: Record<string, unknown>, operation: OperationLabels | undefined, labels: PayloadLabels, locale: Locale) {
  const start = typeof payload.preferredStart === 'string' ? new Date(payload.preferredStart) : undefined;
  const zone = typeof payload.timeZone === 'string' ? payload.timeZone : (browserZone() ?? 'UTC');
  return Object.entries(payload)
    .filter(([name]) => name !== 'locale' && !(start && name === 'timeZone'))
    .map(([name, value]) => {
      if (start && name === 'preferredStart')
        return { label: operation?.fields[name] ?? name, value: formatMeetingTime(start, locale, zone) };
      const valueLabels = operation?.values[name] ?? {};
      const label = (item: unknown) => valueLabels[String(item)] ?? String(item);
      const shown =
        typeof value === 'boolean' ? (value ? labels.yes : labels.no) : Array.isArray(value) ? value.map(label).join(', ') : label(value);
      return { label: operation?.fields[name] ?? name, value: shown };
    });
}
