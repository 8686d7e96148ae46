import type { OperationId } from '@/lib/operations/registry';
import type { ErrorKind } from './field-errors';
import type { FormField } from '@/lib/operations/form-fields';
import type { FormState } from './form-state';

/** A form field with everything the page's language adds: label, choices, messages. */
export interface FieldView extends FormField {
  id: string;
  label: string;
  /** For agents filling the form (WebMCP `toolparamdescription`). */
  paramDescription: string;
  /** Shown under the label: when the field applies, for one asked only after another answer (./field-conditions.ts). */
  hint?: string;
  options?: { value: string; label: string }[];
  messages: Partial<Record<ErrorKind, string>>;
  /**
   * Answered elsewhere on the page (the estimate page's answers, which its total is made from): the
   * form carries these values in hidden inputs instead of asking again, so the page has one set of
   * answers and one total.
   */
  fixed?: string[];
}

/** Everything a lead form shows, already translated on the server (no messages ship to the browser). */
export interface FormView {
  slug: string;
  operationId: OperationId;
  /** Whether the payload carries the page's language (`locale`). */
  hasLocaleField: boolean;
  locale: string;
  toolName: string;
  toolDescription: string;
  fields: FieldView[];
  /** Hidden fields the form's script fills (the browser's `timeZone`), sent when it ran. */
  browserFields: string[];
  copy: {
    submit: string;
    pending: string;
    requiredNote: string;
    requiredMark: string;
    choose: string;
    yes: string;
    no: string;
    honeypot: string;
    /** Shown when the server cannot be reached at all. */
    unavailable: string;
    /** Index n holds the summary title for n fields at fault. */
    summaryTitles: string[];
    successTitle: string;
    referenceLabel: string;
    nextTitle: string;
    next: string;
  };
}

export type { FormState };
