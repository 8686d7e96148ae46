import { isSpanishCompanyNif, registerProblems } from './registry-numbers';
import { compactVatNumber, vatNumberProblem } from './vat-number';

/**
 * What is wrong with the company's identity in content/site.json beyond the copy rules every text
 * keeps, one line per field named by its key (`legal.vatNumber: …`): the VAT number by its
 * country's format and check digits, the register and its number by their country's published
 * format, the share capital as an amount and a currency the pages can write in every language.
 * The save check (lib/content-editor/save-check.ts) and `npm run check:i18n` apply it.
 */
export function identityProblems(site: unknown): string[] {
  const { country, legal } = (site ?? {}) as { country?: unknown; legal?: Record<string, unknown> };
  if (typeof country !== 'string' || !legal || typeof legal !== 'object') return [];
  const text = (key: string) => (typeof legal[key] === 'string' ? (legal[key] as string) : '');
  const problems: string[] = [];
  const vat = vatNumberProblem(text('vatNumber'), country);
  if (vat) problems.push(`legal.vatNumber: ${vat}`);
  const register = registerProblems(country, text('registry'), text('registryNumber'));
  if (register.registry) problems.push(`legal.registry: ${register.registry}`);
  if (register.registryNumber) problems.push(`legal.registryNumber: ${register.registryNumber}`);
  // The two numbers are compared only when each holds on its own: one mistake, one line.
  if (!vat && !register.registryNumber) problems.push(...sameNumberProblems(country, text('registryNumber'), text('vatNumber')));
  if (!/^\d{1,15}(?:\.\d{1,2})?$/.test(text('shareCapital')))
    problems.push('legal.shareCapital: write the amount in figures, without the currency or thousands separators, as in 3000 or 3000.50.');
  if (!Intl.supportedValuesOf('currency').includes(text('shareCapitalCurrency')))
    problems.push('legal.shareCapitalCurrency: must be a three-letter currency code such as EUR or GBP.');
  return problems;
}

/**
 * Where the register's number is inside the VAT number (France: FR, a key, the SIREN; Portugal:
 * PT and the NIPC), the two must agree: one of them is mistyped otherwise. A Spanish VAT number
 * is ES and the NIF, which for a company is a legal person's (a private person's passes jsvat).
 */
function sameNumberProblems(country: string, registryNumber: string, vatNumber: string): string[] {
  const registered = registryNumber.replace(/[\s.]/g, '');
  const vat = compactVatNumber(vatNumber);
  if (country === 'ES' && !isSpanishCompanyNif(vat.slice(2)))
    return [
      'legal.vatNumber: must be ES followed by a company’s NIF, which starts with the letter of its legal form (B for an S.L., A for an S.A.).',
    ];
  if (country === 'FR' && /^\d{9}$/.test(registered) && vat.slice(4) !== registered)
    return ['legal.vatNumber: must end with the SIREN of legal.registryNumber (FR, two check digits, then the SIREN).'];
  if (country === 'PT' && /^\d{9}$/.test(registered) && vat.slice(2) !== registered)
    return ['legal.vatNumber: must be PT followed by the NIPC of legal.registryNumber.'];
  return [];
}
