/**
 * WebMCP in Chromium with `--enable-features=WebMCP`: every page registers every operation as
 * imperative tools, titled in the page's language, a form page adds its declarative form tool;
 * calling a tool asks the person first: confirming creates a lead, declining creates none, invalid
 * input says what to fix, and an agent that cancels its call takes the question down.
 */
import { expect, test, type Page } from '@playwright/test';
import { messagesOf, translatorFor } from './support/messages';
import { formFieldsOf } from '@/lib/operations/form-fields';
import type { Locale } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { brochureOperation, exampleBody, formPagePath, operationWithFields, plainOperation } from '../helpers/operation-fixtures';
import { resolvedComponent } from '../helpers/schema-ref';
import { startServer, type TestServer } from '../helpers/server';
import { REFERENCE, uniqueEmail } from './support/lead-forms';
import config from '../../playwright.config';

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--enable-features=WebMCP'],
  },
});
test.describe.configure({ mode: 'serial' });

const OPERATION_IDS = operations.map((operation) => operation.id);
/** The read-only tool every page registers beside the operations. */
const SLOTS_TOOL = 'listDemoSlots';
/** Every tool a page registers, its form's aside. */
const PAGE_TOOLS = [...OPERATION_IDS, SLOTS_TOOL];
/** The operation whose request may book the demo meeting. */
const demo = operations.find((operation) => 'booksMeeting' in operation && operation.booksMeeting)!;
/** A lead that mails a confirmation and nothing more. */
const contact = plainOperation;
/** A form with a group of checkboxes (sports) for a tool call to tick. */
const withSports = operationWithFields('sports');
type ToolResult = { content: { type: string; text: string }[]; structuredContent?: { reference?: string }; isError?: boolean };

let server: TestServer;
const confirmed: string[] = [];
const declinedEmail = uniqueEmail('declined');
/** Addresses of calls that were cancelled: none may reach the store. */
const cancelledEmails: string[] = [];

/**
 * What Chromium 156's `document.modelContext` offers besides the spec's registerTool: the side an
 * agent (the browser's own, or Playwright's `page.webmcp`) calls tools through. `getTools()` gives
 * the titles, which `page.webmcp.tools()` leaves out; `executeTool` takes the signal with which an
 * agent cancels a call, which `page.webmcp.callTool` has no option for.
 */
interface AgentSide {
  getTools(): Promise<{ name: string; title?: string }[]>;
  executeTool(tool: object, input: object, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** How a call started in the page ended: its result, or the error it rejected with (or not yet). */
type Outcome = { result: unknown } | { rejected: string } | { pending: string };

/** Before the page's scripts run: keeps every tool the page registers, so a test can call its execute itself. */
async function keepRegisteredTools(page: Page) {
  await page.addInitScript(() => {
    const modelContext = document.modelContext;
    if (!modelContext) return;
    const kept = new Map<string, ModelContextTool>();
    Object.assign(window, { registeredTools: kept });
    const register = modelContext.registerTool.bind(modelContext);
    modelContext.registerTool = (tool, options) => {
      kept.set(tool.name, tool);
      return register(tool, options);
    };
  });
}

/** A result's structured content is also its second text block, serialized (MCP 2026-07-28), after the sentence for the person. */
function expectStructuredAlsoAsText(result: ToolResult) {
  expect(result.content).toHaveLength(2);
  expect(JSON.parse(result.content[1]!.text)).toEqual(result.structuredContent);
}

test.beforeAll(async () => {
  server = await startServer('pglite');
});
test.afterAll(async () => {
  await server?.close();
});

/**
 * What a field asks, in a locale's copy: the operation's own wording if it has one, else the
 * shared one (the rule of lib/i18n/field-copy.ts, which imports JSON and so cannot load here).
 */
function fieldDescriptionIn(locale: Locale, slug: string, name: string): string | undefined {
  const { forms, operations } = messagesOf(locale);
  const own = (operations as Record<string, { page: { paramDescriptions?: Record<string, string> } }>)[slug]?.page.paramDescriptions?.[
    name
  ];
  return own ?? (forms.paramDescriptions as Record<string, string>)[name];
}

/** The tools of the page, once every imperative one is registered (they load after the page: components/webmcp/webmcp-tools.tsx). */
async function toolNames(page: Page): Promise<string[]> {
  await expect
    .poll(async () => {
      const names = new Set((await page.webmcp.tools()).map((tool) => tool.name));
      return PAGE_TOOLS.every((name) => names.has(name));
    })
    .toBe(true);
  return (await page.webmcp.tools()).map((tool) => tool.name);
}

test('the home page registers every operation, with its schema, as a consequential tool, and the read-only list of demo times', async ({
  page,
}) => {
  await page.goto(`${server.url}/en`);
  expect((await toolNames(page)).sort()).toEqual([...PAGE_TOOLS].sort());
  const tools = await page.webmcp.tools();
  const card = await (await page.request.get(`${server.url}/.well-known/mcp/server-card.json`)).json();
  const openApi = await (await page.request.get(`${server.url}/openapi.json`)).json();
  const published = (Object.values(card._meta)[0] as { tools: { name: string; kind: string; inputSchema: { $ref?: string } }[] }).tools;
  for (const operation of operations) {
    const tool = tools.find((candidate) => candidate.name === operation.id)!;
    expect(tool.annotations?.consequential, operation.id).toBe(true);
    // The schema the server card names in /openapi.json (the endpoint's, tested there), each field
    // described by the form's copy, in English: it is for the agent.
    const schema = published.find((candidate) => candidate.name === operation.id && candidate.kind === 'imperative')!.inputSchema;
    expect(tool.inputSchema, operation.id).toEqual(resolvedComponent(openApi, schema.$ref!));
    const properties = (tool.inputSchema as { properties: Record<string, { description?: string }> }).properties;
    for (const [name, property] of Object.entries(properties))
      expect(property.description, name).toBe(fieldDescriptionIn('en', operation.slug, name));
  }
  const slots = tools.find((candidate) => candidate.name === SLOTS_TOOL)!;
  expect(slots.annotations?.readOnly).toBe(true);
  expect(slots.annotations?.consequential ?? false).toBe(false);
  expect(slots.inputSchema).toEqual(published.find((candidate) => candidate.name === SLOTS_TOOL)!.inputSchema);
});

for (const operation of operations) {
  test(`the ${operation.slug} page also carries its declarative form tool, every parameter described`, async ({ page }) => {
    await page.goto(`${server.url}/de/${operation.slug}`);
    const formToolName = `${operation.id}Form`;
    expect((await toolNames(page)).sort()).toEqual([...PAGE_TOOLS, formToolName].sort());
    const formTool = (await page.webmcp.tools()).find((tool) => tool.name === formToolName)!;
    const properties = (formTool.inputSchema as { properties: Record<string, { description?: string }> }).properties;
    // What the person fills in, and nothing of the form's own machinery (hidden fields, spam trap).
    expect(Object.keys(properties).sort()).toEqual(
      formFieldsOf(operation)
        .map((field) => field.name)
        .sort(),
    );
    // The server card names the same fields for it.
    const card = await (await page.request.get(`${server.url}/.well-known/mcp/server-card.json`)).json();
    const published = (Object.values(card._meta)[0] as { tools: { name: string; fields?: string[] }[] }).tools;
    expect(published.find((tool) => tool.name === formToolName)!.fields!.toSorted()).toEqual(Object.keys(properties).sort());
    // The page's language: the form tool describes what the person sees.
    for (const [name, property] of Object.entries(properties))
      expect(property.description, name).toBe(fieldDescriptionIn('de', operation.slug, name));
  });
}

test('a page registers its tools titled in its language, described in English as the documents are', async ({ page }) => {
  const described = async (path: string) => {
    await page.goto(`${server.url}${path}`);
    await toolNames(page);
    const titles = await page.evaluate(async () => {
      const tools = await (document.modelContext as unknown as AgentSide).getTools();
      return Object.fromEntries(tools.map((tool) => [tool.name, tool.title]));
    });
    const descriptions = Object.fromEntries((await page.webmcp.tools()).map((tool) => [tool.name, tool.description]));
    return { titles, descriptions };
  };
  const english = await described('/en');
  for (const locale of ['es', 'de'] as const) {
    const t = translatorFor(locale);
    const expected = Object.fromEntries([
      ...operations.map((operation) => [operation.id, t(`operations.${operation.slug}.title`)]),
      [SLOTS_TOOL, t('scheduling.agents.slotsTitle')],
    ]);
    const { titles, descriptions } = await described(`/${locale}`);
    expect(titles, locale).toEqual(expected);
    // The locale's copy is not the English one, so the titles were not left in English.
    expect(titles, locale).not.toEqual(english.titles);
    for (const name of PAGE_TOOLS) expect(descriptions[name], `${locale} ${name}`).toBe(english.descriptions[name]);
  }
});

test('calling a tool on a page without its form shows the details; confirming sends them', async ({ page }) => {
  await page.goto(`${server.url}/pt`);
  await toolNames(page);
  const email = uniqueEmail('tool-confirm');
  const call = page.webmcp.callTool(contact.id, exampleBody(contact, { name: 'Rita Sousa', email })) as Promise<ToolResult>;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Rita Sousa');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: translatorFor('pt')('webmcp.send') }).click();
  const result = await call;
  expect(result.isError ?? false).toBe(false);
  expect(result.structuredContent?.reference).toMatch(REFERENCE);
  expectStructuredAlsoAsText(result);
  confirmed.push(result.structuredContent!.reference!);
});

test('calling a tool on its form page fills the form, and confirming submits it there', async ({ page }) => {
  await page.goto(`${server.url}${formPagePath(withSports, 'es')}`);
  await toolNames(page);
  const email = uniqueEmail('tool-form');
  const body = exampleBody(withSports, { email });
  const call = page.webmcp.callTool(withSports.id, body) as Promise<ToolResult>;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('form.lead-form [name="email"]')).toHaveValue(email);
  const [sport] = body.sports as string[];
  await expect(page.locator(`form.lead-form input[name="sports"][value="${sport}"]`)).toBeChecked();
  await dialog.getByRole('button', { name: translatorFor('es')('webmcp.send') }).click();
  const result = await call;
  expect(result.structuredContent?.reference).toMatch(REFERENCE);
  expectStructuredAlsoAsText(result);
  await expect(page.locator('.form-success .reference')).toHaveText(result.structuredContent!.reference!);
  confirmed.push(result.structuredContent!.reference!);

  // The form has given way to its thank-you: a second call is sent through the API instead.
  const again = page.webmcp.callTool(withSports.id, exampleBody(withSports, { email: uniqueEmail('tool-again') })) as Promise<ToolResult>;
  await dialog.getByRole('button', { name: translatorFor('es')('webmcp.send') }).click();
  const second = await again;
  expect(second.isError ?? false).toBe(false);
  expect(second.structuredContent?.reference).toMatch(REFERENCE);
  expect(second.structuredContent?.reference).not.toBe(result.structuredContent?.reference);
  confirmed.push(second.structuredContent!.reference!);
});

test('declining sends nothing and tells the agent', async ({ page }) => {
  await page.goto(`${server.url}/en`);
  await toolNames(page);
  const call = page.webmcp.callTool(brochureOperation.id, exampleBody(brochureOperation, { email: declinedEmail })) as Promise<ToolResult>;
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const result = await call;
  expect(result.isError).toBe(true);
  expect(result.content[0]!.text).toMatch(/declined/);
});

test('an agent that cancels its call while the person is asked: the dialog closes, the call answers nothing, and the next call is asked and sent', async ({
  page,
}) => {
  await keepRegisteredTools(page);
  await page.goto(`${server.url}/fr`);
  await toolNames(page);
  const email = uniqueEmail('tool-cancelled');
  cancelledEmails.push(email);
  // The tool's own execute, given a signal as Chrome gives it, which the test aborts as an agent would.
  const cancelled = page.evaluate(
    ({ name, input }) => {
      const controller = new AbortController();
      Object.assign(window, { cancelCall: () => controller.abort(new DOMException('The agent gave up', 'AbortError')) });
      const tools = (window as unknown as { registeredTools: Map<string, ModelContextTool> }).registeredTools;
      return tools
        .get(name)!
        .execute(input, { signal: controller.signal })
        .then(
          (result): Outcome => ({ result }),
          (error: Error): Outcome => ({ rejected: `${error.name}: ${error.message}` }),
        );
    },
    { name: contact.id, input: exampleBody(contact, { name: 'Zoé Martin', email }) },
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await page.evaluate(() => (window as unknown as { cancelCall(): void }).cancelCall());
  await expect(dialog).toHaveCount(0);
  // Rejected with the signal's reason, as abortable web APIs are: no result, not even "declined".
  expect(await cancelled).toEqual({ rejected: 'AbortError: The agent gave up' });

  // The page is free again: the next call is asked, and sent when the person confirms.
  const next = uniqueEmail('tool-after-cancel');
  const call = page.webmcp.callTool(contact.id, exampleBody(contact, { email: next })) as Promise<ToolResult>;
  await expect(dialog).toContainText(next);
  await expect(dialog).not.toContainText(email);
  await dialog.getByRole('button', { name: translatorFor('fr')('webmcp.send') }).click();
  const result = await call;
  expect(result.isError ?? false, result.content[0]?.text).toBe(false);
  expect(result.structuredContent?.reference).toMatch(REFERENCE);
  confirmed.push(result.structuredContent!.reference!);
});

test("Chrome's own cancellation of a call reaches the tool: the dialog closes", async ({ page }) => {
  await page.goto(`${server.url}/de`);
  await toolNames(page);
  const email = uniqueEmail('agent-cancelled');
  cancelledEmails.push(email);
  // Called the way an agent in the browser calls it: the browser hands the tool a signal of its own.
  const cancelled = page.evaluate(
    async ({ name, input }): Promise<Outcome> => {
      const modelContext = document.modelContext as unknown as AgentSide;
      const tool = (await modelContext.getTools()).find((candidate) => candidate.name === name)!;
      const controller = new AbortController();
      Object.assign(window, { cancelCall: () => controller.abort(new DOMException('The agent gave up', 'AbortError')) });
      return modelContext.executeTool(tool, input, { signal: controller.signal }).then(
        (result) => ({ result }),
        (error: Error) => ({ rejected: `${error.name}: ${error.message}` }),
      );
    },
    { name: brochureOperation.id, input: exampleBody(brochureOperation, { email }) },
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await page.evaluate(() => (window as unknown as { cancelCall(): void }).cancelCall());
  await expect(dialog).toHaveCount(0);
  expect(await cancelled).toEqual({ rejected: 'AbortError: The agent gave up' });
});

test('a call cancelled before it is run asks nothing and reads nothing', async ({ page }) => {
  await keepRegisteredTools(page);
  await page.goto(`${server.url}/en`);
  await toolNames(page);
  const slotRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/scheduling/slots')) slotRequests.push(request.url());
  });
  const email = uniqueEmail('cancelled-first');
  cancelledEmails.push(email);
  const outcomes = await page.evaluate(
    ({ calls }) => {
      const tools = (window as unknown as { registeredTools: Map<string, ModelContextTool> }).registeredTools;
      return Promise.all(
        calls.map(({ name, input }) =>
          Promise.race([
            tools
              .get(name)!
              .execute(input, { signal: AbortSignal.abort(new DOMException('The agent gave up', 'AbortError')) })
              .then(
                (result): Outcome => ({ result }),
                (error: Error): Outcome => ({ rejected: `${error.name}: ${error.message}` }),
              ),
            // A call that waits for the person instead would never settle: say so rather than time out.
            new Promise<Outcome>((resolve) => setTimeout(() => resolve({ pending: 'no answer after 5 s' }), 5000)),
          ]),
        ),
      );
    },
    {
      calls: [
        { name: contact.id, input: exampleBody(contact, { email }) },
        { name: SLOTS_TOOL, input: { limit: 2 } },
      ],
    },
  );
  expect(outcomes).toEqual([{ rejected: 'AbortError: The agent gave up' }, { rejected: 'AbortError: The agent gave up' }]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(slotRequests).toEqual([]);
});

test('invalid input is refused at once with what to fix, and nothing is shown to the person', async ({ page }) => {
  await page.goto(`${server.url}/en`);
  await toolNames(page);
  const result = (await page.webmcp.callTool(
    withSports.id,
    exampleBody(withSports, { email: 'ana@example', sports: ['fitness'] }),
  )) as ToolResult;
  expect(result.isError).toBe(true);
  expect(result.content[0]!.text).toContain('email must be an email address');
  expect(result.content[0]!.text).toContain('sports.0 must be one of padel, tennis, pickleball, wellness, gym, multi-sport');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the declarative form tool fills the form and waits for the person to send it', async ({ page }) => {
  await page.goto(`${server.url}${formPagePath(contact)}`);
  await toolNames(page);
  const email = uniqueEmail('declarative');
  const call = page.webmcp.callTool(`${contact.id}Form`, exampleBody(contact, { name: 'Form Agent', email })) as Promise<ToolResult>;
  await expect(page.locator('form.lead-form [name="email"]')).toHaveValue(email);
  // Nothing is sent until the person presses the button.
  await page.waitForTimeout(500);
  await expect(page.locator('.form-success')).toHaveCount(0);
  await page.locator('form.lead-form button[type=submit]').click();
  const result = await call;
  expect(result.structuredContent?.reference).toMatch(REFERENCE);
  confirmed.push(result.structuredContent!.reference!);
});

test("the demo times come at once, without a dialog, in the browser's zone; booking one shows the time in the person's zone and language first", async ({
  browser,
}) => {
  const zone = 'Asia/Tokyo';
  const context = await browser.newContext({ timezoneId: zone });
  const page = await context.newPage();
  try {
    // The demo's own page: its form has no meeting time, so the booking goes through the API.
    await page.goto(`${server.url}${formPagePath(demo, 'de')}`);
    await toolNames(page);
    const listed = (await page.webmcp.callTool(SLOTS_TOOL, { limit: 3 })) as ToolResult & {
      structuredContent: { timeZone: string; slots: { start: string; local: string }[] };
    };
    expect(listed.isError ?? false, listed.content[0]?.text).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(listed.structuredContent.timeZone).toBe(zone);
    expect(listed.structuredContent.slots).toHaveLength(3);
    expectStructuredAlsoAsText(listed);
    const chosen = listed.structuredContent.slots[0]!;
    expect(chosen.local).toMatch(/\+09:00$/);

    const call = page.webmcp.callTool(
      demo.id,
      exampleBody(demo, { email: uniqueEmail('tool-meeting'), preferredStart: chosen.start }),
    ) as Promise<ToolResult & { structuredContent?: { meeting?: { start: string; timeZone: string } } }>;
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const at = new Date(chosen.start);
    const time = new Intl.DateTimeFormat('de-DE', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(at);
    const zoneName = new Intl.DateTimeFormat('de-DE', { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    await expect(dialog).toContainText(messagesOf('de').fields.preferredStart);
    await expect(dialog).toContainText(time);
    await expect(dialog).toContainText(zoneName);
    await expect(dialog).not.toContainText(chosen.start);
    await dialog.getByRole('button', { name: translatorFor('de')('webmcp.send') }).click();
    const result = await call;
    expect(result.isError ?? false, result.content[0]?.text).toBe(false);
    expect(result.structuredContent?.meeting).toMatchObject({ start: chosen.start, timeZone: zone });
    await expect(page.locator('.form-success')).toHaveCount(0);
    confirmed.push(result.structuredContent!.reference!);
  } finally {
    await context.close();
  }
});

test("the demo times start from the day an agent names, in the browser's zone: one call for the days the person wants", async ({
  browser,
}) => {
  const zone = 'America/New_York';
  const context = await browser.newContext({ timezoneId: zone });
  const page = await context.newPage();
  type Listed = ToolResult & { structuredContent: { timeZone: string; slots: { start: string; local: string }[] } };
  try {
    await page.goto(`${server.url}/en`);
    await toolNames(page);
    const all = (await page.webmcp.callTool(SLOTS_TOOL, { limit: 40 })) as Listed;
    const day = all.structuredContent.slots[20]!.local.slice(0, 10);
    const fromDay = (await page.webmcp.callTool(SLOTS_TOOL, { from: day, limit: 3 })) as Listed;
    expect(fromDay.isError ?? false, fromDay.content[0]?.text).toBe(false);
    expect(fromDay.structuredContent.timeZone).toBe(zone);
    expect(fromDay.structuredContent.slots).toEqual(
      all.structuredContent.slots.filter((slot) => slot.local.slice(0, 10) >= day).slice(0, 3),
    );
    const far = (await page.webmcp.callTool(SLOTS_TOOL, { from: '2099-01-01' })) as ToolResult;
    expect(far.isError).toBe(true);
    expect(far.content[0]?.text).toMatch(/^VALIDATION_ERROR: Invalid or missing fields: from\. It must be a day from /);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('confirmed calls created leads; the declined and the cancelled ones created none', async () => {
  const rows = await server.inspect((query) =>
    query<{ reference: string; email: string }>(`SELECT reference, payload->>'email' AS email FROM leads`),
  );
  expect(rows.map((row) => row.reference).sort()).toEqual([...confirmed].sort());
  expect(cancelledEmails.length).toBeGreaterThanOrEqual(3);
  for (const email of [declinedEmail, ...cancelledEmails])
    expect(
      rows.some((row) => row.email === email),
      email,
    ).toBe(false);
});
