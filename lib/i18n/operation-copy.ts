import type { OperationSlug } from '@/lib/operations/registry';
import { english, type Translate } from './messages';

/**
 * An operation's title and description are copy (`operations.<slug>` in messages/): the pages show
 * them in the visitor's language, the documents and tools for agents in English.
 */
export function operationTitle(operation: { slug: OperationSlug }, t: Translate = english): string {
  return t(`operations.${operation.slug}.title`);
}

export function operationDescription(operation: { slug: OperationSlug }, t: Translate = english): string {
  return t(`operations.${operation.slug}.description`);
}
