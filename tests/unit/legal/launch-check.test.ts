/**
 * The launch check (lib/legal/launch-check.ts, `npm run check:launch`): it lists every value of the
 * company's identity and of the terms that is still the shipped sample, and exits 1 while one
 * remains; with the company's own values it passes. It also lists each FAQ answer marked as stating
 * facts the company must confirm (`confirm` in content/faq/<name>.json), which never fails it. A
 * production server says the count of sample values in one line.
 * The content is copied into a folder of its own, with the sample values put back (or replaced), so
 * the tests hold whatever the checkout's content is today.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { faqAnswersToConfirm, launchFindings, launchReport, sampleValuesWarning } from '@/lib/legal/launch-check';
import { SAMPLE_SITE_VALUES, SAMPLE_TERMS_VERSION, SHIPPED_SITE_VALUES_TO_CONFIRM } from '@/lib/legal/sample-values';
import { checkLaunch } from '../../../scripts/check-launch';

const ROOT = path.resolve(import.meta.dirname, '../../..');
type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Json;

/** A copy of `copy` with each dotted key set to its value. */
function withValues(copy: Json, values: Readonly<Record<string, string>>): Json {
  const result = structuredClone(copy);
  for (const [key, value] of Object.entries(values)) {
    const parts = key.split('.');
    let node = result;
    for (const part of parts.slice(0, -1)) node = node[part] as Json;
    node[parts.at(-1)!] = value;
  }
  return result;
}

/** A real company's values, in the shape of the sample's. */
const OWN_VALUES: Record<string, string> = {
  companyName: 'Pistas Reales S.L.',
  publicEmail: 'hola@pistasreales.es',
  publicPhone: '+34 911 234 567',
  postalAddress: 'Calle Mayor 10, 28013 Madrid',
  websiteUrl: 'https://pistasreales.es',
  'legal.registryNumber': 'Tomo 40123, Folio 15, Sección 8, Hoja M-712345',
  'legal.vatNumber': 'ESB12345674',
  'legal.representatives': 'Lucía Fernández Gil (administradora única)',
  'legal.publicationDirector': 'Lucía Fernández Gil',
  'legal.hostName': 'Servidores del Norte S.A.',
  'legal.hostAddress': 'Avenida de Asturias 5, 33004 Oviedo, España',
  'legal.hostPhone': '+34 985 123 456',
};

const sampleSite = withValues(read('content/site.json'), SAMPLE_SITE_VALUES);
const sampleMessages = Object.fromEntries(
  LOCALES.map((locale) => [locale, withValues(read(`messages/${locale}.json`), { 'legal.terms.version': SAMPLE_TERMS_VERSION[locale] })]),
) as Record<(typeof LOCALES)[number], Json>;
const ownSite = withValues(sampleSite, OWN_VALUES);
const ownMessages = Object.fromEntries(
  LOCALES.map((locale) => [locale, withValues(sampleMessages[locale], { 'legal.terms.version': 'Version 1, 1 March 2027.' })]),
) as typeof sampleMessages;

const folders: string[] = [];
/** A folder holding content/site.json and messages/*.json as given, as `check:launch` reads them. */
function contentFolder(site: Json, messages: typeof sampleMessages, faq?: Record<string, Json>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'launch-check-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'content'));
  mkdirSync(path.join(folder, 'messages'));
  writeFileSync(path.join(folder, 'content/site.json'), JSON.stringify(site, null, 2));
  for (const locale of LOCALES) writeFileSync(path.join(folder, `messages/${locale}.json`), JSON.stringify(messages[locale], null, 2));
  if (faq) {
    mkdirSync(path.join(folder, 'content/faq'));
    for (const [slug, entry] of Object.entries(faq))
      writeFileSync(path.join(folder, `content/faq/${slug}.json`), JSON.stringify(entry, null, 2));
  }
  return folder;
}

/** The shipped FAQ files, by name. */
const shippedFaq = () =>
  Object.fromEntries(
    readdirSync(path.join(ROOT, 'content/faq')).map((name) => [name.replace(/\.json$/, ''), read(`content/faq/${name}`)]),
  ) as Record<string, Json>;
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const SAMPLE_COUNT = Object.keys(SAMPLE_SITE_VALUES).length + LOCALES.length;

describe('the launch check', () => {
  it('lists every sample value of the identity and each language’s sample terms, and fails', () => {
    const { lines, ok } = checkLaunch(contentFolder(sampleSite, sampleMessages));
    expect(ok).toBe(false);
    expect(lines[0]).toBe(
      `${SAMPLE_COUNT} values are still the shipped sample; replace each before going live (CONTENT.md "The company's identity"):`,
    );
    for (const [key, value] of Object.entries(SAMPLE_SITE_VALUES))
      expect(lines).toContain(`  content/site.json ${key}: ${JSON.stringify(value)}`);
    for (const locale of LOCALES)
      expect(
        lines.some((line) =>
          line.startsWith(`  messages/${locale}.json legal.terms.version: ${JSON.stringify(SAMPLE_TERMS_VERSION[locale])}`),
        ),
      ).toBe(true);
    // The shipped values a real company may share are listed to confirm, and do not count.
    for (const key of Object.keys(SHIPPED_SITE_VALUES_TO_CONFIRM))
      expect(lines.some((line) => line.startsWith(`  content/site.json ${key}: `))).toBe(true);
  });

  it('counts a sample value however it is spaced or cased', () => {
    const respaced = withValues(ownSite, { 'legal.vatNumber': 'es b 00000000' });
    expect(launchFindings(respaced, ownMessages).sample.map((finding) => finding.key)).toEqual(['legal.vatNumber']);
  });

  it('passes once the company and the terms are the operator’s own, still listing what to confirm', () => {
    const { lines, ok } = checkLaunch(contentFolder(ownSite, ownMessages));
    expect(ok).toBe(true);
    expect(lines[0]).toBe('No sample value is left: the company and the terms are your own.');
    expect(lines).toContain('  content/site.json legal.registry: "Registro Mercantil de Madrid"');
  });

  it('fails on one language’s terms left as the sample', () => {
    const messages = { ...ownMessages, de: sampleMessages.de };
    expect(launchReport(launchFindings(ownSite, messages))).toEqual({
      ok: false,
      lines: expect.arrayContaining([
        '1 value is still the shipped sample; replace each before going live (CONTENT.md "The company\'s identity"):',
      ]) as string[],
    });
  });

  it('exits 1 as `npm run check:launch` while a sample value remains, and 0 without one', () => {
    const run = (folder: string) =>
      spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-launch.ts', folder], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const failing = run(contentFolder(sampleSite, sampleMessages));
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('content/site.json legal.vatNumber: "ESB00000000"');
    const passing = run(contentFolder(ownSite, ownMessages));
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('No sample value is left');
  });

  it('gives a production server one warning line: how many remain, and the command that lists them', () => {
    const warning = sampleValuesWarning(launchFindings(sampleSite, sampleMessages));
    expect(warning).toBe(
      `${SAMPLE_COUNT} values of the company's identity and terms are still the shipped sample: run \`npm run check:launch\` to list them, and replace them before going live.`,
    );
    expect(warning).not.toContain('\n');
    expect(sampleValuesWarning(launchFindings(ownSite, ownMessages))).toBeUndefined();
  });

  it('lists each FAQ answer marked to confirm, by file, English question and what to confirm, without failing', () => {
    const faq = shippedFaq();
    const demo = { ...faq['demo-length']!, confirm: 'The meeting length and who joins it.' };
    const unmarked = Object.fromEntries(Object.entries(faq).map(([slug, entry]) => [slug, { ...entry, confirm: undefined }]));
    const { lines, ok } = checkLaunch(contentFolder(ownSite, ownMessages, { ...unmarked, 'demo-length': demo }));
    expect(ok).toBe(true);
    expect(lines.slice(-2)).toEqual([
      '1 answer of the FAQ states facts the company must confirm (content/faq/); correct each in every language if needed, then empty its box "Facts to confirm before launch" in the editor (CONTENT.md "Questions and answers"):',
      `  content/faq/demo-length.json ${JSON.stringify((faq['demo-length']!.question as Json).en)}: The meeting length and who joins it.`,
    ]);
    // Emptied in the editor, the mark is gone.
    const cleared = checkLaunch(contentFolder(ownSite, ownMessages, { ...unmarked, 'demo-length': { ...demo, confirm: '' } }));
    expect(cleared.lines.some((line) => line.includes('content/faq/'))).toBe(false);
    // The sample values' count, and so the production server's warning, leave the answers out.
    expect(sampleValuesWarning(launchFindings(ownSite, ownMessages, { 'demo-length': demo }))).toBeUndefined();
  });

  it('lists every answer the shipped FAQ marks: the contract, the fees, the hardware, support, hosting and VAT', () => {
    const marked = faqAnswersToConfirm(shippedFaq());
    expect(marked.map((answer) => answer.file)).toEqual(
      expect.arrayContaining(
        ['contract-term', 'payment-provider-and-fees', 'doors-lights-and-kiosks', 'support-hours', 'hosting-and-gdpr', 'vat'].map(
          (slug) => `content/faq/${slug}.json`,
        ),
      ),
    );
    const { lines } = checkLaunch(contentFolder(sampleSite, sampleMessages, shippedFaq()));
    for (const { file, confirm } of marked)
      expect(lines.some((line) => line.startsWith(`  ${file} `) && line.endsWith(`: ${confirm}`))).toBe(true);
    // A checkout's own folder is read the same way: `npm run check:launch` lists them.
    const folder = contentFolder(sampleSite, sampleMessages);
    cpSync(path.join(ROOT, 'content/faq'), path.join(folder, 'content/faq'), { recursive: true });
    expect(checkLaunch(folder).lines).toEqual(lines);
  });
});
