import { standaloneJsonSchema } from '@/lib/discovery/operation-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { describeFields } from '@/lib/operations/describe-fields';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { valueSetOf } from '@/lib/operations/value-sets';

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

/** What the confirmation dialog needs to show a payload in the page's language. */
export interface PayloadLabels {
  operations: Record<string, string>;
  fields: Record<string, string>;
  values: Record<string, Record<string, string>>;
  yes: string;
  no: string;
}

/**
 * The four operations as imperative WebMCP tools, named by operationId, with the registry's JSON
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
    title: operation.title,
    description: `${operation.description} The person sees the details on the page and confirms before anything is sent.`,
    inputSchema: standaloneJsonSchema(operation.schema),
    hasLocaleField: operation.hasLocaleField,
  };
}

export function payloadLabels(locale: Locale): PayloadLabels {
  const t = translatorFor(locale);
  const fields = [...new Set(operations.flatMap((operation) => describeFields(operation)))];
  return {
    operations: Object.fromEntries(operations.map((operation) => [operation.slug, t(`operations.${operation.slug}.title`)])),
    fields: Object.fromEntries(fields.map((field) => [field.name, t(`fields.${field.name}`)])),
    values: Object.fromEntries(
      fields
        .filter((field) => field.values)
        .map((field) => [
          field.name,
          Object.fromEntries(field.values!.map((value) => [value, t(`values.${valueSetOf(field.name)}.${value}`)])),
        ]),
    ),
    yes: t('values.yes'),
    no: t('values.no'),
  };
}
