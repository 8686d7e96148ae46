import { operationInputSchema } from '@/lib/agents/descriptions/json-schemas';
import { slotsInputSchema } from '@/lib/agents/descriptions/slots-input-schema';
import { slotsDescription } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { inBrowserToolDescription } from '@/lib/agents/descriptions/operation-text';
import { fieldLabel, valueLabels } from '@/lib/i18n/field-copy';
import type { Locale } from '@/lib/i18n/locales';
import { english, translatorFor, type Translate } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { describeFields } from '@/lib/operations/describe-fields';
import { booksMeeting, operations, type RegisteredOperation } from '@/lib/operations/registry';

/*
 * Titles and descriptions of the tools a page registers.
 *
 * The title is in the page's language: WebMCP makes it the label the browser shows the person for
 * the tool, and recommends localizing it to the user's language. It is the copy the page itself
 * names the operation with (`operations.<slug>.title`), and for the list of demo times the
 * developers page's `scheduling.agents.slotsTitle`.
 *
 * The description stays in English, on every page: WebMCP makes it what tells the agent when and
 * how to use the tool, read by its model rather than shown to the person, and it is the same text as
 * the server card, /mcp and OpenAPI give (one description to test, one to keep true), with the
 * input schema's field descriptions, in English too. A model reads English at least as well as
 * the page's language, and an agent gets the same instructions whichever page it is on. The
 * declarative form tools differ on purpose: they describe the form the person sees, in its words.
 * The documents' defaults (`english`) leave the server card's copies of these tools in English.
 */

/** An imperative WebMCP tool as the page registers it; `execute` is added in the browser. */
export interface ToolDefinition {
  name: string;
  slug: string;
  path: string;
  title: string;
  description: string;
  inputSchema: object;
  hasLocaleField: boolean;
}

/**
 * The read-only tool every page registers beside the operations: the free demo meeting starts, from
 * GET /api/scheduling/slots. It changes nothing, so it asks the person nothing (the booking does).
 */
export interface SlotsToolDefinition {
  name: string;
  path: string;
  title: string;
  description: string;
  inputSchema: object;
  /** The operation that books a listed start (named in the tool's answer). */
  bookingTool: string;
}

/** `t`: the page's language, for the title (English by default, as the documents have it). */
export function slotsToolDefinition(t: Translate = english): SlotsToolDefinition {
  return {
    name: DEMO_SLOTS.id,
    path: DEMO_SLOTS.path,
    title: t('scheduling.agents.slotsTitle'),
    description: slotsDescription(),
    inputSchema: slotsInputSchema(),
    bookingTool: operations.find((operation) => booksMeeting(operation))?.id ?? 'requestDemo',
  };
}

/** How one operation's payload reads in the page's language: its field and value labels. */
export interface OperationLabels {
  fields: Record<string, string>;
  /** Per field whose values this operation enumerates; free-text fields are shown as written. */
  values: Record<string, Record<string, string>>;
}

/** What the confirmation dialog needs to show a payload in the page's language, per operation slug. */
export interface PayloadLabels {
  operations: Record<string, OperationLabels>;
  yes: string;
  no: string;
}

/**
 * The registry's operations as imperative WebMCP tools, named by operationId, with the registry's JSON
 * Schema as input (docs/decisions.md "WebMCP tools"). Built on the server; the page ships plain data.
 * `t`: the page's language, for the titles.
 */
export function toolDefinitions(t: Translate = english): ToolDefinition[] {
  return operations.map((operation) => toolDefinition(operation, t));
}

export function toolDefinition(operation: RegisteredOperation, t: Translate = english): ToolDefinition {
  return {
    name: operation.id,
    slug: operation.slug,
    path: operation.path,
    title: operationTitle(operation, t),
    description: inBrowserToolDescription(operation),
    inputSchema: operationInputSchema(operation),
    hasLocaleField: operation.hasLocaleField,
  };
}

export function payloadLabels(locale: Locale): PayloadLabels {
  const t = translatorFor(locale);
  return {
    operations: Object.fromEntries(
      operations.map((operation) => {
        const fields = describeFields(operation);
        const labels: OperationLabels = {
          fields: Object.fromEntries(fields.map((field) => [field.name, fieldLabel(field.name, t)])),
          values: Object.fromEntries(
            fields.flatMap((field) => {
              const values = valueLabels(field, t);
              return values ? [[field.name, values]] : [];
            }),
          ),
        };
        return [operation.slug, labels];
      }),
    ),
    yes: t('values.yes'),
    no: t('values.no'),
  };
}
