/** What the browser tests type into each form: required fields and a few optional ones. */
import type { Page } from '@playwright/test';
import type { RegisteredOperation } from '@/lib/operations/registry';

type Slug = RegisteredOperation['slug'];

export interface FormInput {
  text: Record<string, string>;
  checked: Record<string, string[]>;
  selected?: Record<string, string>;
}

export function formInput(slug: Slug, email: string): FormInput {
  switch (slug) {
    case 'quote':
      return {
        text: { name: 'Ana Ferreira', email, clubName: 'Lisbon Racket Club', numberOfLocations: '2' },
        checked: { sports: ['padel', 'tennis'], features: ['bookings', 'openMatches'] },
        selected: { timeline: '1-3months' },
      };
    case 'contact':
      return { text: { name: 'Lukas Meyer', email, message: 'Can members pay with Apple Pay?' }, checked: {} };
    case 'brochure':
      return { text: { name: 'Camille Martin', email }, checked: { interests: ['pickleball'], hasClub: ['false'] } };
    case 'demo':
      return { text: { name: 'Javier López', email, phone: '+34 612 345 678' }, checked: { sports: ['padel'] } };
  }
}

export async function fillForm(page: Page, input: FormInput): Promise<void> {
  const form = page.locator('form.lead-form');
  for (const [name, value] of Object.entries(input.text)) await form.locator(`[name="${name}"]`).fill(value);
  for (const [name, values] of Object.entries(input.checked)) {
    for (const value of values) await form.locator(`input[name="${name}"][value="${value}"]`).check();
  }
  for (const [name, value] of Object.entries(input.selected ?? {})) await form.locator(`select[name="${name}"]`).selectOption(value);
}

let counter = 0;
/** A recipient address unique to this run, so that no two submissions are retries of each other. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const REFERENCE = /^[QCBD]-[0-9A-HJKMNP-TV-Z]{8}$/;
