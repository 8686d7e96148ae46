import { operationInputSchema } from '@/lib/agents/descriptions/json-schemas';
import { slotsInputSchema } from '@/lib/agents/descriptions/slots-input-schema';
import { SLOTS_TITLE, slotsDescription } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { inBrowserToolDescription } from '@/lib/agents/descriptions/operation-text';
import { fieldLabel, valueLabels } from '@/lib/i18n/field-copy';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { describeFields } from '@/lib/operations/describe-fields';
import { booksMeeting, operations, type RegisteredOperation } from '@/lib/operations/registry';

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

export function slotsToolDefinition(): SlotsToolDefinition {
  return {
    name: DEMO_SLOTS.id,
    path: DEMO_SLOTS.path,
    title: SLOTS_TITLE,
    description: slotsDescription(),
    inputSchema: slotsInputSchema(),
    bookingTool: operations.find((operation) => booksMeeting(operation))?.id ?? 'requestDemo',
  };
}

/** How one operation's payload reads in the page's language: its title, field and value labels. */
export interface OperationLabels {
  title: string;
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
 */
export function toolDefinitions(): ToolDefinition[] {
  return operations.map(toolDefinition);
}

export function toolDefinition(operation: RegisteredOperation): ToolDefinition {
  return {
    name: operation.id,
    slug: operation.slug,
    path: operation.path,
    title: operationTitle(operation),
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
          title: operationTitle(operation, t),
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
