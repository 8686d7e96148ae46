/**
 * The PDFs are made offline (docs/decisions.md "One typeface"): react-pdf reads its fonts from the
 * bytes the server read on disk, never from a URL, and embeds them. The network here refuses and
 * records every outbound connection, from the first render of this process on (when react-pdf
 * loads the fonts), so a render that called out would fail here even on a machine that is offline.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quotationAttachment } from '@/lib/delivery/quotation-attachment';
import { sampleLead } from '@/lib/delivery/email-samples';
import { LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { pdfFontNames } from '../helpers/pdf-text';
import { refuseNetwork, type RefusedNetwork } from '../helpers/refused-network';
import { renderBrochure } from '../../scripts/build-brochures';

const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;

describe('the PDFs offline', () => {
  let network: RefusedNetwork;
  beforeEach(() => {
    network = refuseNetwork();
  });
  afterEach(() => network.restore());

  it.each(LOCALES)(
    '%s: the quotation, for a club named in Latin Extended and Vietnamese letters, and the brochure, with no outbound call',
    async (locale) => {
      const lead = sampleLead(quote, { locale, payload: { name: 'Łukasz', clubName: 'CLB Quần vợt Łódź', clubLocation: 'Hà Nội' } });
      const quotation = (await quotationAttachment(lead))!.content;
      const brochure = await renderBrochure(locale);
      for (const pdf of [quotation, brochure]) {
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdfFontNames(pdf).every((name) => /^[A-Z]{6}\+NotoSans-(Regular|Bold)$/.test(name))).toBe(true);
      }
      expect(network.attempts).toEqual([]);
    },
  );
});
