import { inBrowserToolDescription } from '@/lib/agents/descriptions/operation-text';
import type { Operation, RegisteredOperation } from '@/lib/operations/registry';

/**
 * A form page's declarative WebMCP tool: the form itself, which an agent may fill and the person
 * sends. Named `<operationId>Form` (docs/decisions.md "WebMCP tools"), beside the imperative tool of the same
 * operation.
 */
export const formToolName = (operation: Pick<Operation, 'id'>) => `${operation.id}Form`;

export const formToolDescription = (operation: Pick<RegisteredOperation, 'slug'>) => inBrowserToolDescription(operation);
