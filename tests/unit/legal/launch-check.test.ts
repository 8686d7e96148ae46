/**
 * The launch check (lib/legal/launch-check.ts, `npm run check:launch`): it lists every value of the
 * company's identity and of the terms that is still the shipped sample, and exits 1 while one
 * remains; with the company's own values it passes. A production server says the count in one line.
 * The content is copied into a folder of its own, with the sample values put back (or replaced), so
 * the tests hold whatever the checkout's content is today.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { launchFindings, launchReport, sampleValuesWarning } from '@/lib/legal/launch-check';
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
function contentFolder(site: Json, messages: typeof sampleMessages): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'launch-check-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'content'));
  mkdirSync(path.join(folder, 'messages'));
  writeFileSync(path.join(folder, 'content/site.json'), JSON.stringify(site, null, 2));
  for (const locale of LOCALES) writeFileSync(path.join(folder, `messages/${locale}.json`), JSON.stringify(messages[locale], null, 2));
  return folder;
}
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
});
