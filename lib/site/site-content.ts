import site from '@/content/site.json';

/**
 * The product's name and public contact details, from the one content file an operator edits to
 * rebrand the site (`content/site.json`). Secrets and operator settings live in the environment.
 */
export const SITE = site;

/** The onboarding steps the home page and the brochure list, in order (copy: product.onboarding.*). */
export const ONBOARDING_STEPS = ['understand', 'configure', 'launch', 'grow'] as const;

/**
 * How a client uses the API, in the five steps of docs/api.md "How a client uses the API" (copy: developers.flow.*): the developers page.
 */
export const CLIENT_FLOW_STEPS = ['discover', 'describe', 'confirm', 'submit', 'receive'] as const;

/**
 * What a client should know about retries, limits and language (copy: developers.retries.*); the
 * figures in them come from lib/agents/descriptions/usage-notes.ts.
 */
export const API_USAGE_NOTES = [
  'idempotency',
  'window',
  'rateLimit',
  'mailboxCaps',
  'outboundCeiling',
  'clientShare',
  'inputLimits',
  'language',
] as const;
export type ApiUsageNote = (typeof API_USAGE_NOTES)[number];
