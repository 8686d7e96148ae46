/**
 * The legal notice's numbers are checked by their published formats (lib/legal/registry-numbers.ts,
 * lib/legal/vat-number.ts): a register number and a VAT number per country, valid and mistyped, so a
 * typing mistake is refused on save rather than published as the company's identity.
 */
import { describe, expect, it } from 'vitest';
import { isNipc, isSiren, isSpanishCompanyNif, registerProblems } from '@/lib/legal/registry-numbers';
import { nationalTaxNumber, vatNumberProblem } from '@/lib/legal/vat-number';

describe('a register number, by the company’s country', () => {
  it.each([
    ['FR', 'RCS Paris', '123 456 782'],
    ['FR', 'RCS Lyon', '987654324'],
    ['DE', 'Amtsgericht München', 'HRB 123456'],
    ['DE', 'Amtsgericht Berlin (Charlottenburg)', 'HRB 12345 B'],
    ['DE', 'Amtsgericht Hamburg', 'HRA 9876'],
    ['ES', 'Registro Mercantil de Madrid', 'Tomo 12345, Folio 67, Sección 8, Hoja M-123456, Inscripción 1.ª'],
    ['PT', 'Conservatória do Registo Comercial de Lisboa', '501 964 843'],
    ['GB', 'Companies House', '01234567'],
    ['GB', 'Companies House', 'SC123456'],
    // No published rule here: required, not checked.
    ['IT', 'Registro delle Imprese di Milano', 'MI-1234567'],
  ])('%s: %s %s is accepted', (country, registry, number) => {
    expect(registerProblems(country, registry, number)).toEqual({ registry: undefined, registryNumber: undefined });
  });

  it.each([
    ['FR', 'RCS Paris', '123 456 789', 'SIREN'],
    ['FR', 'RCS Paris', '12345678', 'SIREN'],
    ['DE', 'Amtsgericht München', '123456', 'HRB'],
    ['DE', 'Amtsgericht München', 'HR 123456', 'HRB'],
    ['ES', 'Registro Mercantil de Madrid', 'Tomo 12345, Folio 67', 'hoja'],
    ['PT', 'Conservatória do Registo Comercial de Lisboa', '501964840', 'NIPC'],
    ['PT', 'Conservatória do Registo Comercial de Lisboa', '123456789', 'NIPC'],
    ['GB', 'Companies House', '1234567', 'Companies House'],
    ['GB', 'Companies House', 'SC12345', 'Companies House'],
  ])('%s: the number %s %s is refused, saying the format', (country, registry, number, named) => {
    const problems = registerProblems(country, registry, number);
    expect(problems.registry).toBeUndefined();
    expect(problems.registryNumber).toContain(named);
  });

  it.each([
    ['FR', 'Paris', '123456782', 'RCS'],
    ['DE', 'München', 'HRB 123456', 'Amtsgericht'],
    ['ES', 'Madrid', 'Tomo 1, Folio 1, Hoja M-1', 'Registro Mercantil'],
    ['PT', 'Lisboa', '501964843', 'Conservatória'],
  ])('%s: the register "%s" is refused, naming how it is written', (country, registry, number, named) => {
    expect(registerProblems(country, registry, number).registry).toContain(named);
  });

  it('checks the digits themselves: Luhn for a SIREN, modulo 11 for a NIPC, the AEAT’s rule for a company NIF', () => {
    expect([isSiren('123456782'), isSiren('123456783'), isSiren('12345678a')]).toEqual([true, false, false]);
    expect([isNipc('501964843'), isNipc('501964842'), isNipc('201964843')]).toEqual([true, false, false]);
    expect(['B12345674', 'A28015865', 'Q2826000H', 'B12345675', 'X1234567L', '12345678Z'].map(isSpanishCompanyNif)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('a VAT number', () => {
  it.each([
    ['ESB12345674', 'ES'],
    ['ES B-12345674', 'ES'],
    ['FR11123456782', 'FR'],
    ['DE136695976', 'DE'],
    ['PT501964843', 'PT'],
    ['GB980780684', 'GB'],
    ['EL094259216', 'GR'],
    ['ATU12345675', 'AT'],
  ])('%s of a company in %s is accepted', (vat, country) => {
    expect(vatNumberProblem(vat, country)).toBeUndefined();
  });

  it.each([
    ['B12345674', 'ES', 'two letters of its country'],
    ['XX12345678', 'ES', 'two letters of its country'],
    ['DE12345', 'DE', 'not in the format of a VAT number of Germany'],
    ['DE136695970', 'DE', 'check digits do not hold'],
    ['ESB12345670', 'ES', 'check digits do not hold'],
    ['FR00123456782', 'FR', 'check digits do not hold'],
    ['PT501964840', 'PT', 'check digits do not hold'],
    ['ESB12345674', 'FR', "the company's country (country) is FR"],
  ])('%s of a company in %s is refused: %s', (vat, country, said) => {
    expect(vatNumberProblem(vat, country)).toContain(said);
  });

  it('is only required of a company in a country without a published format here', () => {
    expect(vatNumberProblem('GOMS800101AB1', 'MX')).toBeUndefined();
    expect(vatNumberProblem('GOMS800101AB1', 'ES')).toContain('two letters of its country');
  });

  it('holds the national tax number where Spain and Portugal make it part of the VAT number', () => {
    expect(nationalTaxNumber('ES B12345674')).toBe('B12345674');
    expect(nationalTaxNumber('PT501964843')).toBe('501964843');
    expect(nationalTaxNumber('DE136695976')).toBeUndefined();
  });
});
