import { slotsQuerySchema, type SlotsParameter } from '@/lib/scheduling/slot-list';
import { slotsParameterDescription } from './demo-booking-text';
import { standaloneJsonSchema, type JsonSchema } from './json-schemas';

/**
 * The input of the `listDemoSlots` tools (/mcp and WebMCP): the query GET /api/scheduling/slots
 * validates, each member described by the copy the documents give its parameter.
 */
export function slotsInputSchema(): JsonSchema {
  const schema = standaloneJsonSchema(slotsQuerySchema);
  const properties = schema.properties as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        { description: slotsParameterDescription(name as SlotsParameter), ...property },
      ]),
    ),
  };
}
