/**
 * The server's check of a save from the copy editor (lib/content-editor/save-check.ts), and the
 * same rules as `npm run check:i18n` applies them: the browser's checks can be skipped by anyone
 * who posts to /api/keystatic/update.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFileProblems, fileProblems, saveProblems } from '@/lib/content-editor/save-check';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Copy = { [key: string]: string | Copy };
const format = (copy: unknown) => `${JSON.stringify(copy, null, 2)}\n`;
const base64 = (text: string) => Buffer.from(text).toString('base64url');

describe('a save of the copy editor', () => {
  let english: Copy;
  let spanish: Copy;
  let base: string;
  beforeAll(async () => {
    english = JSON.parse(await readFile(path.join(ROOT, 'messages/en.json'), 'utf8')) as Copy;
    spanish = JSON.parse(await readFile(path.join(ROOT, 'messages/es.json'), 'utf8')) as Copy;
    base = await mkdtemp(path.join(tmpdir(), 'editor-save-'));
    await mkdir(path.join(base, 'messages'));
    await writeFile(path.join(base, 'messages/en.json'), format(english));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  const edited = (change: (copy: Record<string, Record<string, string>>) => void) => {
    const copy = structuredClone(spanish) as Record<string, Record<string, string>>;
    change(copy);
    return copy;
  };

  it('passes every content file as it is committed, and names a broken one as check:i18n runs it', async () => {
    const committed = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
    expect(contentFileProblems(committed)).toEqual([]);
    const nameless = edited((copy) => ((copy.emails as unknown as Record<string, Copy>).confirmation!.greeting = 'Hola:'));
    const site = JSON.parse(committed('content/site.json'));
    const withEmptySite = format({ ...site, productName: '' });
    const broken = (file: string) =>
      file === 'messages/es.json' ? format(nameless) : file === 'content/site.json' ? withEmptySite : committed(file);
    expect(contentFileProblems(broken)).toEqual([
      'messages/es.json emails.confirmation.greeting: Keep {name} exactly as in the English text: the site fills it in.',
      expect.stringMatching(/^content\/site\.json productName: /),
    ]);
  });

  it('refuses a country that is not a two-letter ISO code, which the pages could not name in their language', () => {
    const site = JSON.parse(readFileSync(path.join(ROOT, 'content/site.json'), 'utf8')) as Copy;
    expect(fileProblems('content/site.json', format({ ...site, country: 'MX' }), site)).toEqual([]);
    for (const country of ['España', 'es', 'ESP', 'XX']) {
      expect(fileProblems('content/site.json', format({ ...site, country }), site)).toEqual([
        expect.stringMatching(/^content\/site\.json country: must be a two-letter ISO 3166 country code/),
      ]);
    }
  });

  it('passes a changed tagline, and refuses a greeting without {name}', async () => {
    const tagline = edited((copy) => (copy.product!.tagline = 'Reservas sin fricción'));
    expect(
      await saveProblems({ additions: [{ path: 'messages/es.json', contents: base64(format(tagline)) }], deletions: [] }, base),
    ).toEqual([]);
    expect((english.emails as Record<string, Copy>).confirmation!.greeting).toContain('{name}');
    const nameless = edited((copy) => ((copy.emails as unknown as Record<string, Copy>).confirmation!.greeting = 'Hola:'));
    expect(
      await saveProblems({ additions: [{ path: 'messages/es.json', contents: base64(format(nameless)) }], deletions: [] }, base),
    ).toEqual(['messages/es.json emails.confirmation.greeting: Keep {name} exactly as in the English text: the site fills it in.']);
  });

  it('refuses a text that breaks its language’s typography or words, as check:i18n would, though the editor’s boxes keep them', async () => {
    const save = (locale: string, copy: unknown) =>
      saveProblems({ additions: [{ path: `messages/${locale}.json`, contents: base64(format(copy)) }], deletions: [] }, base);
    const withTagline = (locale: string, tagline: string) => {
      const copy = JSON.parse(readFileSync(path.join(ROOT, `messages/${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
      copy.product!.tagline = tagline;
      return copy;
    };
    expect(await save('fr', withTagline('fr', 'Réservez !'))).toEqual([
      'messages/fr.json product.tagline: French typography: write a narrow no-break space (U+202F) before “!”, not a normal space: “Réservez !”',
    ]);
    expect(await save('fr', withTagline('fr', 'Réservez\u202f!'))).toEqual([]);
    expect(await save('es', withTagline('es', 'Reservas para usted'))).toEqual([
      expect.stringMatching(/^messages\/es\.json product\.tagline: Glossary \(content\/glossary\.json\): write “tú .*”, not “usted”/),
    ]);
  });

  it('refuses a file with a key missing, moved or added, and one in another format', async () => {
    const check = (copy: unknown, text = format(copy)) => fileProblems('messages/es.json', text, english);
    const missing = edited((copy) => delete copy.product!.tagline);
    const added = edited((copy) => (copy.product!.extra = 'Más'));
    const { product, ...rest } = spanish;
    const moved = { ...rest, product };
    for (const copy of [missing, added, moved])
      expect(check(copy)).toEqual([expect.stringMatching(/its keys must be exactly those of messages\/en\.json/)]);
    expect(check(spanish, JSON.stringify(spanish))).toEqual([expect.stringMatching(/not in the files' format/)]);
    expect(check(spanish, '{"product": ')).toEqual(['messages/es.json: not valid JSON.']);
    expect(check({ ...spanish, product: ['a list'] })[0]).toMatch(/its keys must be exactly/);
  });

  it('refuses any other file, a deletion, and what is not an update', async () => {
    const other = { additions: [{ path: 'app/[locale]/page.tsx', contents: base64('export default 1') }], deletions: [] };
    expect(await saveProblems(other, base)).toEqual(['app/[locale]/page.tsx: not a content file the editor may change.']);
    expect(
      await saveProblems({ additions: [], deletions: [{ path: 'messages/es.json' }, { path: 'app/[locale]/page.tsx' }] }, base),
    ).toEqual([
      'messages/es.json: the editor does not delete this file.',
      'app/[locale]/page.tsx: not a content file the editor may change.',
    ]);
    expect(await saveProblems({ additions: 'messages/es.json' }, base)).toEqual(['The save is not an editor update of the content files.']);
  });

  it('holds the booking rules to what the scheduling can use: a day that ends before it starts is refused, a new meeting length passes', async () => {
    const rules = JSON.parse(readFileSync(path.join(ROOT, 'content/scheduling.json'), 'utf8')) as Record<string, unknown>;
    await mkdir(path.join(base, 'content'), { recursive: true });
    await writeFile(path.join(base, 'content/scheduling.json'), format(rules));
    const save = (changed: Record<string, unknown>) =>
      saveProblems({ additions: [{ path: 'content/scheduling.json', contents: base64(format(changed)) }], deletions: [] }, base);
    expect(await save({ ...rules, meetingMinutes: '45' })).toEqual([]);
    const backwards = { ...rules, workingHours: { ...(rules.workingHours as object), monday: '17:00-09:00' } };
    const problems = await save(backwards);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/scheduling\.json workingHours\.monday: /);
  });

  it('holds the price list to what a quotation can use: a band left empty is refused naming it, a new price passes', async () => {
    const prices = JSON.parse(readFileSync(path.join(ROOT, 'content/pricing.json'), 'utf8')) as Record<string, Record<string, string>>;
    await mkdir(path.join(base, 'content'), { recursive: true });
    await writeFile(path.join(base, 'content/pricing.json'), format(prices));
    const save = (changed: unknown) =>
      saveProblems({ additions: [{ path: 'content/pricing.json', contents: base64(format(changed)) }], deletions: [] }, base);
    expect(await save({ ...prices, platformPerLocation: '159.90' })).toEqual([]);
    expect(await save({ ...prices, perCourt: { ...prices.perCourt, '4-8': 'ask us' } })).toEqual([
      'content/pricing.json perCourt.4-8: write an amount above 0 such as "149" or "12.50", with no currency sign; it is "ask us".',
    ]);
    expect(await save({ ...prices, currency: 'euro' })).toEqual([
      'content/pricing.json currency: write a three-letter ISO 4217 currency code in capitals, such as EUR or USD; it is "euro".',
    ]);
  });
});
