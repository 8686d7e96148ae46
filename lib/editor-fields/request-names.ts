import type { OperationSlug } from '@/lib/operations/registry';

/**
 * How the editor names each operation's request in its menu and headings ("Quote request form",
 * "Confirmation of a quote request"): the English of `operations.<slug>.leadName` as shipped,
 * written here because the editor's code in the browser must not import messages/en.json, a file
 * it writes (docs/decisions.md "The editor imports no file it writes"); an edit of that text
 * renames the request in the team's emails, not the editor's pages, which CONTENT.md names. A new
 * operation fails the typecheck here until it has its name.
 */
export const REQUEST_NAMES: Record<OperationSlug, string> = {
  quote: 'quote request',
  contact: 'contact message',
  brochure: 'brochure request',
  demo: 'demo request',
};
