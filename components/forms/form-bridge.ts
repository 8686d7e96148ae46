import type { FormState } from '@/lib/forms/form-state';

/**
 * How the page's WebMCP tools reach the lead form shown on the same page: the form registers
 * itself here while mounted, so a tool can fill it in front of the person and submit it through
 * the form's own path once they confirm.
 */
export interface FormBridge {
  fill(values: Record<string, unknown>): void;
  submit(): Promise<FormState>;
}

const bridges = new Map<string, FormBridge>();

export function connectForm(slug: string, bridge: FormBridge): () => void {
  bridges.set(slug, bridge);
  return () => {
    if (bridges.get(slug) === bridge) bridges.delete(slug);
  };
}

export function formOnPage(slug: string): FormBridge | undefined {
  return bridges.get(slug);
}
