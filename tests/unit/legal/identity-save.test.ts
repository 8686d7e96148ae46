/**
 * The company's identity in content/site.json is checked on save by the editor's server check
 * (lib/content-editor/save-check.ts) and by `npm run check:i18n`: a malformed VAT or register number
 * is refused with a line naming the file and the field, and another country's identity, written as
 * that country writes it, passes.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileProblems, saveProblems } from '@/lib/content-editor/save-check';

const ROOT = path.resolve(import.meta.dirname, '../../..');
type Copy = { [key: string]: string | Copy };
type Site = Copy & { legal: Record<string, string> };
const SITE_FILE = 'content/site.json';
const shipped = JSON.parse(readFileSync(path.join(ROOT, SITE_FILE), 'utf8')) as Site;
const format = (copy: unknown) => `${JSON.stringify(copy, null, 2)}\n`;
const withIdentity = (country: string, legal: Record<string, string>): Site => ({
  ...shipped,
  country,
  legal: { ...shipped.legal, ...legal },
});
const problemsOf = (site: Site) => fileProblems(SITE_FILE, format(site), shipped);

describe('a save of the company’s identity', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'identity-save-'));
    await mkdir(path.join(base, 'content'));
    await writeFile(path.join(base, SITE_FILE), format(shipped));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  const save = (site: Site) =>
    saveProblems({ additions: [{ path: SITE_FILE, contents: Buffer.from(format(site)).toString('base64') }], deletions: [] }, base);

  it('passes the identity as shipped', async () => {
    expect(await save(shipped)).toEqual([]);
  });

  it('refuses a VAT number whose check digits do not hold, naming the file and the field', async () => {
    expect(await save(withIdentity('ES', { vatNumber: 'ESB00000001' }))).toEqual([
      'content/site.json legal.vatNumber: its check digits do not hold for a VAT number of Spain: is a digit mistyped?',
    ]);
  });

  it('refuses a VAT number without its country’s letters, or of another country than the company’s', async () => {
    expect(problemsOf(withIdentity('ES', { vatNumber: 'B12345674' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.vatNumber: must start with the two letters of its country/),
    ]);
    expect(problemsOf(withIdentity('ES', { vatNumber: 'DE136695976' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.vatNumber: is a VAT number of Germany, but the company's country/),
    ]);
  });

  it('refuses a Spanish VAT number that holds a private person’s NIF, not a company’s', () => {
    expect(problemsOf(withIdentity('ES', { vatNumber: 'ESX1234567L' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.vatNumber: must be ES followed by a company’s NIF/),
    ]);
  });

  it('passes a German company written as the Handelsregister writes it, and refuses its register number mistyped', () => {
    const german = { registry: 'Amtsgericht München', registryNumber: 'HRB 123456', vatNumber: 'DE136695976' };
    expect(problemsOf(withIdentity('DE', german))).toEqual([]);
    expect(problemsOf(withIdentity('DE', { ...german, registryNumber: '123456' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.registryNumber: must be the register and its number, as in "HRB 123456"/),
    ]);
    expect(problemsOf(withIdentity('DE', { ...german, registry: 'München' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.registry: write the register court/),
    ]);
  });

  it('passes a French company whose VAT number holds its SIREN, and refuses one that holds another', () => {
    const french = { registry: 'RCS Paris', registryNumber: '123 456 782', vatNumber: 'FR11123456782' };
    expect(problemsOf(withIdentity('FR', french))).toEqual([]);
    expect(problemsOf(withIdentity('FR', { ...french, vatNumber: 'FR14987654324' }))).toEqual([
      'content/site.json legal.vatNumber: must end with the SIREN of legal.registryNumber (FR, two check digits, then the SIREN).',
    ]);
  });

  it('passes a Portuguese company whose NIPC is its register number and its VAT number', () => {
    const portuguese = {
      registry: 'Conservatória do Registo Comercial de Lisboa',
      registryNumber: '501964843',
      vatNumber: 'PT501964843',
    };
    expect(problemsOf(withIdentity('PT', portuguese))).toEqual([]);
    expect(problemsOf(withIdentity('PT', { ...portuguese, registryNumber: '501964842' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.registryNumber: must be the NIPC/),
    ]);
  });

  it('passes a British company by its Companies House number', () => {
    const british = { registry: 'Companies House', registryNumber: 'SC123456', vatNumber: 'GB980780684', shareCapitalCurrency: 'GBP' };
    expect(problemsOf(withIdentity('GB', british))).toEqual([]);
    expect(problemsOf(withIdentity('GB', { ...british, registryNumber: 'SC12345' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.registryNumber: must be the Companies House number/),
    ]);
  });

  it('refuses a share capital the pages could not write as money', () => {
    expect(problemsOf(withIdentity('ES', { shareCapital: '3.000 €', shareCapitalCurrency: 'euros' }))).toEqual([
      expect.stringMatching(/^content\/site\.json legal\.shareCapital: write the amount in figures/),
      expect.stringMatching(/^content\/site\.json legal\.shareCapitalCurrency: must be a three-letter currency code/),
    ]);
  });
});
