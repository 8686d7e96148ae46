import { english } from '@/lib/i18n/messages';
import type { Quotation } from '@/lib/quotation/calculate';
import type { Estimate } from '@/lib/quotation/estimate';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { quotationFigures, teamAssumptionText } from '@/lib/quotation/quotation-copy';

/**
 * A priced lead's quotation as the team's tools show it, in English like the rest of their copy:
 * the webhook's `estimate` (the answer's own shape, lib/quotation/estimate.ts), and the lines Slack
 * and HubSpot show. Only figures and the price list's words: no text the requester typed.
 */

/** The webhook's `data.estimate`: what the person's answer carried, worded in English. */
export function webhookEstimate(quotation: Quotation): Estimate {
  return estimateOf(quotation, 'en');
}

/** The title and lines of the quotation's section: the three figures, the validity, what it assumed. */
export function quotationSection(quotation: Quotation): { title: string; lines: string[] } {
  const figures = quotationFigures(quotation, 'en');
  return {
    title: 'Indicative quotation',
    lines: [
      `Monthly: ${figures.monthly} · Set-up: ${figures.setUp} · First year (yearly term): ${figures.firstYear} · ${figures.vat}`,
      `Valid until ${figures.validUntil}`,
      ...quotation.assumptions.map((assumption) => `Assumes ${teamAssumptionText(assumption, english)}`),
    ],
  };
}
