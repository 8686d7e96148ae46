import { operations, type OperationSlug } from '@/lib/operations/registry';
import { english, type Translate } from './messages';

/**
 * Everything an operation says, in every locale, is one block of messages: `operations.<slug>`
 * (title, description, its call to action, how the team names its leads, its form page, the
 * answers to a submission, what happens next, its confirmation email). The pages show it in the
 * visitor's language, the documents and tools for agents in English.
 */
export function operationTitle(operation: { slug: OperationSlug }, t: Translate = english): string {
  return t(`operations.${operation.slug}.title`);
}

export function operationDescription(operation: { slug: OperationSlug }, t: Translate = english): string {
  return t(`operations.${operation.slug}.description`);
}

/** How the team's mails name a lead of this operation ("quote request"). */
export function leadName(operation: { slug: OperationSlug }, t: Translate = english): string {
  return t(`operations.${operation.slug}.leadName`);
}

/** The same for a stored lead's operation id; one the registry no longer has is named by its id. */
export function leadNameOfId(operationId: string, t: Translate = english): string {
  const operation = operations.find((candidate) => candidate.id === operationId);
  return operation ? leadName(operation, t) : operationId;
}
