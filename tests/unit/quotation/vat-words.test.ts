/**
 * Whether a price includes VAT is said in each language's own words ("excl. VAT", "HT",
 * "zzgl. MwSt."), and a sentence that ends with them ends once: German's words end with an
 * abbreviation's dot, so "Alle Preise zzgl. MwSt.." would be a typo on every page with a price.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES, messageAt, translatorFor } from '@/lib/i18n/messages';
import { VAT_TERMS } from '@/lib/quotation/price-list';

/** Every message path whose text uses {vat}. */
function vatMessages(node: unknown, path: string[] = []): string[] {
  if (typeof node === 'string') return node.includes('{vat}') ? [path.join('.')] : [];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => vatMessages(value, [...path, key]));
}

describe('the words on VAT in a sentence', () => {
  for (const locale of LOCALES) {
    it(`never end a sentence twice in ${locale}`, () => {
      const t = translatorFor(locale);
      const keys = vatMessages(MESSAGES[locale]);
      expect(keys).toContain('quotation.vatNote');
      for (const key of keys) {
        for (const vat of VAT_TERMS) {
          // Every other placeholder filled with a number, so only the VAT words can end with a dot.
          const names = [...messageAt(locale, key)!.matchAll(/\{(\w+)[,}]/gu)].map((match) => match[1]!);
          const values = { ...Object.fromEntries(names.map((name) => [name, 1])), vat: t(`quotation.vat.${vat}`) };
          const text = (t as (key: string, values: object) => string)(key, values);
          expect(text, `${key} (${vat})`).not.toMatch(/\.\./u);
        }
      }
    });
  }
});
