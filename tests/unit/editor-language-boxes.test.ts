/**
 * The collections' boxes (one per language, lib/editor-fields/locale-texts.ts) keep each
 * language's rules as the copy's boxes do (lib/editor-fields/language-boxes.ts): a French box
 * writes French typography however it was typed, and a box refuses, as the marketer types and on
 * save, a word its language's glossary avoids, with the same verdict as `npm run check:i18n`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BasicFormField } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_FILE, glossaryProblems, languageProblems, languageTexts } from '@/lib/content-rules/language-rules';
import { SITE_GLOSSARY } from '@/lib/content-rules/site-glossary';
import { glossaryPattern } from '@/lib/editor-fields/language-boxes';
import { localeTexts } from '@/lib/editor-fields/locale-texts';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Box = BasicFormField<string>;
const quote = localeTexts('Quote', { length: { min: 1, max: 200 }, multiline: true });
const box = (locale: Locale) => quote.fields[locale] as unknown as Box;
/** What a box writes in the file for a text typed into it. */
const written = (locale: Locale, text: string) => box(locale).serialize(text).value as string | undefined;

describe('a collection’s box in each language', () => {
  it('writes French typography in the French box, and leaves the other languages as typed', () => {
    expect(written('fr', "C'est simple : « réservez » !")).toBe('C’est simple\u202f: «\u202fréservez\u202f»\u202f!');
    expect(languageProblems('fr', written('fr', "C'est simple : réservez !")!, {})).toEqual([]);
    expect(written('en', "It's simple: book now!")).toBe("It's simple: book now!");
    // An empty optional box stays out of the file, as Keystatic writes it.
    expect(written('fr', '')).toBeUndefined();
  });

  it('writes every French text of the shipped entries as it is: an entry saved without an edit does not change', () => {
    const files = readdirSync(path.join(ROOT, 'content'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.json') && `content/${file}` !== GLOSSARY_FILE,
    );
    const french = files.flatMap((file) =>
      languageTexts(JSON.parse(readFileSync(path.join(ROOT, 'content', file), 'utf8')))
        .filter(({ locale }) => locale === 'fr')
        .map(({ text }) => text),
    );
    expect(french.length).toBeGreaterThan(40);
    for (const text of french) expect(written('fr', text)).toBe(text);
  });

  it('refuses a word its language’s glossary avoids, naming the word to use, and passes the same word in another language', () => {
    expect(() => box('es').validate('Una copia para usted')).toThrowError(/“tú \(tu, te, escribe, indícanos\)”, not usted, ustedes/);
    expect(() => box('de').validate('Buche dein Spiel')).toThrowError(/“Sie \(Ihnen, Ihr\)”, not du, dich, dir, dein…/);
    expect(() => box('fr').validate('Pour vos adhérents')).toThrowError(/“membres”, not adhérent…/);
    expect(() => box('en').validate('Ask for the leaflet')).toThrowError(/“brochure”, not leaflet…/);
    expect(box('en').validate('Buche dein Spiel')).toBe('Buche dein Spiel');
    expect(box('de').validate('Buchen Sie Ihr Spiel')).toBe('Buchen Sie Ihr Spiel');
  });

  it('gives the same verdict as npm run check:i18n, on every shipped text and on each word to avoid', () => {
    for (const locale of LOCALES) {
      const pattern = glossaryPattern(locale);
      const texts = languageTexts(JSON.parse(readFileSync(path.join(ROOT, `messages/${locale}.json`), 'utf8')), locale).map(
        ({ text }) => text,
      );
      const samples = (SITE_GLOSSARY[locale] ?? []).flatMap(({ avoid }) =>
        avoid.map((word) => `Un texte avec ${word.replaceAll('*', 'en')} dedans`),
      );
      for (const text of [...texts, ...samples]) {
        const refusedByCheck = glossaryProblems(locale, text, SITE_GLOSSARY).length > 0;
        expect(pattern ? !pattern.regex.test(text) : false, `${locale}: ${text}`).toBe(refusedByCheck);
      }
      expect(samples.length === 0 || samples.every((text) => glossaryProblems(locale, text, SITE_GLOSSARY).length > 0)).toBe(true);
    }
  });
});
