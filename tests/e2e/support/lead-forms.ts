/** What the browser tests type into each form: the registry example's values, with an address of the test's own. */
import type { Page } from '@playwright/test';
import { REFERENCE_PATTERN } from '@/lib/acceptance/reference';
import { formFieldsOf } from '@/lib/operations/form-fields';
import type { RegisteredOperation } from '@/lib/operations/registry';

export interface FormInput {
  text: Record<string, string>;
  checked: Record<string, string[]>;
  selected?: Record<string, string>;
}

/** The operation's example as a person fills its form: text typed, boxes and yes/no ticked, choices selected. */
export function formInput(operation: RegisteredOperation, email: string): FormInput {
  const values: Record<string, unknown> = { ...operation.example, email };
  const input: Required<FormInput> = { text: {}, checked: {}, selected: {} };
  for (const field of formFieldsOf(operation)) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.control === 'checkboxes') input.checked[field.name] = (value as unknown[]).map(String);
    else if (field.control === 'yes-no') input.checked[field.name] = [String(value)];
    else if (field.control === 'select') input.selected[field.name] = String(value);
    else input.text[field.name] = String(value);
  }
  return input;
}

/**
 * Fills a form as a person does: the boxes and yes/no answers first, since one may show a field that
 * is asked only after it (a club's status once "No" says the club is not open yet), then the text.
 */
export async function fillForm(page: Page, input: FormInput): Promise<void> {
  const form = page.locator('form.lead-form');
  for (const [name, values] of Object.entries(input.checked)) {
    for (const value of values) await form.locator(`input[name="${name}"][value="${value}"]`).check();
  }
  for (const [name, value] of Object.entries(input.text)) await form.locator(`[name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(input.selected ?? {})) await form.locator(`select[name="${name}"]`).selectOption(value);
}

let counter = 0;
/** A recipient address unique to this run, so that no two submissions are retries of each other. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const REFERENCE = REFERENCE_PATTERN;
