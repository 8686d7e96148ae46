/**
 * The published formats of company registers, so that a typing mistake in the legal notice is
 * refused on save (docs/decisions.md "Legal identity is content"). Each check takes the register's
 * name and the number as the legal notice writes them, and returns what is wrong in words a
 * marketer can act on, or nothing. Countries without a rule here get none: their register and
 * number are only required.
 */

/** A register's rule: what is wrong with its name, and with its number. */
interface RegisterRule {
  registry(name: string): string | undefined;
  number(value: string): string | undefined;
}

const digitsOf = (value: string) => value.replace(/[\s.]/g, '');

/** Luhn's check, as INSEE applies it to a SIREN (French company number). */
export function isSiren(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (const [index, character] of [...digits].reverse().entries()) {
    const doubled = Number(character) * (index % 2 === 1 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * A Portuguese NIPC (the company's tax and register number): nine digits, the first 5 to 9 for a
 * legal person, the last a check digit (weights 9 to 2, modulo 11; 0 for a remainder under 2).
 */
export function isNipc(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^[5-9]\d{8}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 8)].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const remainder = sum % 11;
  return Number(digits[8]) === (remainder < 2 ? 0 : 11 - remainder);
}

/**
 * A Spanish company's NIF (formerly CIF): the letter of its legal form, seven digits and a
 * control character, a digit or a letter (J = 0 … I = 9) by the AEAT's rule.
 */
export function isSpanishCompanyNif(value: string): boolean {
  const nif = value.replace(/[\s-]/g, '').toUpperCase();
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!match) return false;
  const [, letter, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (const [index, character] of [...digits].entries()) {
    if (index % 2 === 1) sum += Number(character);
    else {
      const doubled = Number(character) * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const check = (10 - (sum % 10)) % 10;
  const asLetter = 'JABCDEFGHI'[check]!;
  // Forms that always end in a digit, forms that always end in a letter, and the rest either way.
  if ('ABEH'.includes(letter)) return control === String(check);
  if ('NPQRSW'.includes(letter)) return control === asLetter;
  return control === String(check) || control === asLetter;
}

const RULES: Readonly<Record<string, RegisterRule>> = {
  FR: {
    registry: (name) => (/^RCS\s+\p{L}/u.test(name) ? undefined : 'write "RCS" and the city of the registry, as in "RCS Paris".'),
    number: (value) => (isSiren(value) ? undefined : 'must be the SIREN: nine digits whose check digit holds (Luhn), as in "123 456 782".'),
  },
  DE: {
    registry: (name) => (/^Amtsgericht\s+\p{L}/u.test(name) ? undefined : 'write the register court, as in "Amtsgericht München".'),
    number: (value) =>
      /^(?:HRA|HRB|GnR|PR|VR)\s?\d{1,6}(?:\s?[A-Z]{1,2})?$/.test(value.trim())
        ? undefined
        : 'must be the register and its number, as in "HRB 123456" (or HRA, GnR, PR, VR; a court’s letter may follow, as in "HRB 12345 B").',
  },
  ES: {
    registry: (name) =>
      /^Registro Mercantil de\s+\p{L}/u.test(name) ? undefined : 'write the registry, as in "Registro Mercantil de Madrid".',
    number: (value) =>
      /\bTomo\s+\d+/i.test(value) && /\bFolio\s+\d+/i.test(value) && /\bHoja\s+[A-Z]{1,2}-?\d+/i.test(value)
        ? undefined
        : 'must give the registration’s tomo, folio and hoja, as in "Tomo 12345, Folio 67, Hoja M-123456".',
  },
  PT: {
    registry: (name) =>
      /^Conservatória do Registo Comercial\b/u.test(name)
        ? undefined
        : 'write the registry office, as in "Conservatória do Registo Comercial de Lisboa".',
    number: (value) => (isNipc(value) ? undefined : 'must be the NIPC: nine digits, the first 5 to 9, the last a check digit that holds.'),
  },
  GB: {
    registry: () => undefined,
    number: (value) =>
      /^(?:\d{8}|[A-Z]{2}\d{6})$/.test(value.replace(/\s/g, ''))
        ? undefined
        : 'must be the Companies House number: eight characters, eight digits or two letters and six digits, as in "01234567" or "SC123456".',
  },
};

/** What is wrong with a company's register and number in `country` (ISO 3166 code), by field. */
export function registerProblems(country: string, registry: string, number: string): { registry?: string; registryNumber?: string } {
  const rule = RULES[country];
  if (!rule) return {};
  return { registry: rule.registry(registry.trim()), registryNumber: rule.number(number) };
}
