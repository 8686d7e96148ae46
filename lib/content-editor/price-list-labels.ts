import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';

/** A box's name and the help beneath it, in plain words, by its key in the file (`perCourt.1-3`). */
export type FieldLabels = Record<string, { label: string; help: string }>;

const MONEY = 'An amount in the price list’s currency, without the currency sign: "149" or "12.50".';

/** Courts 1 to 3, Courts 16 or more: the contract's court bands in words. */
function courtBand(band: (typeof COURT_COUNTS)[number]): string {
  const [from, to] = band.split('-');
  return to === undefined ? `Courts ${from!.replace('+', '')} or more` : `Courts ${from} to ${to}`;
}

/** The modules by the names the quote form gives them (messages/en.json `values.features`). */
export type ModuleNames = Record<(typeof FEATURES)[number], string>;

/**
 * The price list's boxes (content/pricing.json, lib/quotation/price-list.ts) in plain words: what
 * each figure is, per what and how often, and what may be written. Keys stay the code's business.
 * The modules are named as the English quote form names them, from the messages the editor's page
 * was given (lib/content-editor/editor-config.ts `EditorFiles`).
 */
export const priceListLabels = (moduleNames: ModuleNames): FieldLabels => ({
  currency: {
    label: 'Currency',
    help: 'The three-letter code of the currency every price is in, in capitals: EUR, USD, GBP…',
  },
  platformPerLocation: {
    label: 'Platform, per location (per month)',
    help: `The monthly fee for each of the club’s locations (sites). ${MONEY}`,
  },
  perCourt: {
    label: 'Courts (per court, per month)',
    help: 'The monthly fee per court, by how many courts the club has: every court is charged at the rate of its band.',
  },
  ...Object.fromEntries(
    COURT_COUNTS.map((band) => [
      `perCourt.${band}`,
      { label: `${courtBand(band)}, per court per month`, help: `For a club with ${courtBand(band).toLowerCase()}. ${MONEY}` },
    ]),
  ),
  modules: {
    label: 'Modules (per month)',
    help: 'The monthly price of each module a club can add to the platform. Court bookings always come with it.',
  },
  ...Object.fromEntries(
    FEATURES.map((feature) => [
      `modules.${feature}`,
      feature === 'bookings'
        ? { label: `${moduleNames[feature]} module`, help: 'Always comes with the platform: keep "included".' }
        : {
            label: `${moduleNames[feature]} module, per month`,
            help: `${MONEY} Write "included" if it comes with the platform at no extra cost.`,
          },
    ]),
  ),
  brandedAppSetUp: {
    label: 'Branded member app: set-up (once)',
    help: `The one-time fee to publish the club’s own app under its brand. ${MONEY}`,
  },
  brandedAppMonthly: {
    label: 'Branded member app, per month',
    help: `The monthly fee for the club’s own app. ${MONEY}`,
  },
  brandedApp: {
    label: 'Branded member app: optional or always included',
    help: 'Write "optional" if a club may leave the branded app out of its quotation, or "always" if every quotation includes it.',
  },
  onboarding: {
    label: 'Onboarding (once)',
    help: `The one-time fee for setting the club up and training its staff. ${MONEY}`,
  },
  yearlyTermDiscountPercent: {
    label: 'Discount for a yearly term (percent)',
    help: 'How much less the monthly fees cost when the club signs for a year: a whole number from 0 to 90, without the % sign.',
  },
  validityDays: {
    label: 'A quotation is valid for (days)',
    help: 'How many days a quotation holds after it is sent: a whole number from 1 to 365.',
  },
  vat: {
    label: 'VAT: prices include or exclude VAT',
    help: 'Write "excluded" if the prices above are before VAT, or "included" if they include it. Every price shown says which.',
  },
});
