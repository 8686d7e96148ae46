/**
 * Each language's typography and words (lib/content-rules/language-rules.ts, issue 48 item 6):
 * French spaces and apostrophe, the glossary of content/glossary.json with German's Sie, applied by
 * `npm run check:i18n` to every text of a language; and the shipped copy keeps them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  avoidPattern,
  frenchTypographyProblems,
  glossaryProblems,
  languageTexts,
  readGlossary,
  withFrenchTypography,
  type Glossary,
} from '@/lib/content-rules/language-rules';
import { languageFolderProblems } from '@/lib/content-rules/language-folder-check';
import glossaryFile from '@/content/glossary.json';

const N = '\u202f';

describe('French typography', () => {
  it('wants a narrow no-break space before ; : ! ?, not a space, a no-break space or nothing', () => {
    expect(frenchTypographyProblems(`Votre référence${N}: {reference}. Prêt${N}? Oui${N}! Bien${N}; merci.`)).toEqual([]);
    expect(frenchTypographyProblems('Votre référence : {reference}')).toEqual([
      expect.stringMatching(/before “:”, not a normal space: “e référence : \{reference”/),
    ]);
    expect(frenchTypographyProblems('Prêt\u00a0?')[0]).toMatch(/not a no-break space \(U\+00A0\)/);
    expect(frenchTypographyProblems('Merci {name}!')[0]).toMatch(/before “!”, not no space/);
    expect(frenchTypographyProblems('a ; b')).toHaveLength(1);
  });

  it('leaves alone times, addresses, commands, code and ICU syntax', () => {
    for (const text of [
      'Le matin, de 09:00 à 12:30.',
      `Voir https://courtside.example/fr?sport=padel#a et mailto:hello@courtside.example${N}!`,
      'Écrivez à hello@courtside.example.',
      `Renvoyez-la avec${N}: npm run deliveries:retry -- {reference}`,
      'La liste `a: b` suit.',
      `{count, plural, one {# terrain} other {# terrains}}${N}?`,
      '{amount, number, ::currency/EUR}',
      `Quoi${N}?!`,
    ])
      expect(frenchTypographyProblems(text), text).toEqual([]);
    expect(frenchTypographyProblems('{count, plural, one {Prêt ?} other {Prêts ?}}')).toHaveLength(2);
  });

  it('wants a narrow no-break space inside « »', () => {
    expect(frenchTypographyProblems(`Le champ «${N}{field}${N}» est requis.`)).toEqual([]);
    expect(frenchTypographyProblems('Le champ « {field} » est requis.')).toHaveLength(2);
    expect(frenchTypographyProblems('Le champ «{field}» est requis.')[0]).toMatch(/after “«”, not no space/);
  });

  it('wants the apostrophe ’, never the ASCII one (an escape character in ICU messages)', () => {
    expect(frenchTypographyProblems('L’équipe vous répond.')).toEqual([]);
    expect(frenchTypographyProblems("L'équipe vous répond.")[0]).toMatch(/apostrophe ’, not '/);
  });

  it('is what withFrenchTypography writes', () => {
    const fixed = withFrenchTypography("L'agenda : «  {field}» ok ; 09:00 ! https://a.example/?x=1 ?");
    expect(fixed).toBe(`L’agenda${N}: «${N}{field}${N}» ok${N}; 09:00${N}! https://a.example/?x=1${N}?`);
    expect(frenchTypographyProblems(fixed)).toEqual([]);
  });
});

describe('the glossary', () => {
  const glossary: Glossary = {
    fr: [{ use: 'membres', avoid: ['adhérent*'] }],
    de: [
      { use: 'Sie', avoid: ['du', 'dich', 'dein*', 'euch'] },
      { use: 'Offene Spiele', avoid: ['offene* Match*'] },
      { use: 'Schulung', avoid: ['Einschulung*'] },
    ],
  };

  it('reports a word to avoid, with the word to use', () => {
    expect(glossaryProblems('fr', 'Vos adhérents réservent.', glossary)).toEqual([
      expect.stringMatching(/write “membres”, not “adhérents”/),
    ]);
    expect(glossaryProblems('de', 'Buche dein Spiel, wenn du willst.', glossary)).toHaveLength(2);
    expect(glossaryProblems('de', 'Ein Offenes Match und offene Matches.', glossary)).toHaveLength(2);
    expect(glossaryProblems('de', 'Die Einschulung des Teams.', glossary)).toHaveLength(1);
  });

  it('passes the preferred words, other languages, whole words only and placeholders', () => {
    expect(glossaryProblems('fr', 'Vos membres réservent.', glossary)).toEqual([]);
    expect(glossaryProblems('es', 'Vos adhérents.', glossary)).toEqual([]);
    expect(glossaryProblems('de', 'Das Produkt, die Schulung und Offene Spiele, dual und Dirigent, ihr Netz.', glossary)).toEqual([]);
    expect(glossaryProblems('de', 'Guten Tag {du},', glossary)).toEqual([]);
    expect(avoidPattern('dein*').test('Deine')).toBe(true);
  });

  it('holds Spanish to tú, as the shipped glossary says, and lets su and le (its, their, him, her) through', () => {
    const shipped = readGlossary(glossaryFile);
    if (!('glossary' in shipped)) throw new Error(shipped.problems.join('\n'));
    const formal = 'Para recibir una copia de lo que guardamos sobre usted, escriba (o indíquenos esa dirección) y le confirmamos.';
    expect(glossaryProblems('es', formal, shipped.glossary)).toHaveLength(2);
    const informal = 'Para recibir una copia de lo que guardamos sobre ti, escribe (o indícanos esa dirección) y te confirmamos.';
    expect(glossaryProblems('es', informal, shipped.glossary)).toEqual([]);
    expect(
      glossaryProblems('es', 'El cliente responde de los datos de sus socios y de su club; le confirmamos la hora.', shipped.glossary),
    ).toEqual([]);
  });

  it('refuses a glossary that is not one, and the shipped glossary is one', () => {
    expect(readGlossary({ xx: [] })).toHaveProperty('problems');
    expect(readGlossary({ fr: [{ use: 'membres', avoid: [] }] })).toHaveProperty('problems');
    expect(readGlossary(glossaryFile)).toHaveProperty('glossary');
  });
});

describe('the texts of a language', () => {
  it('are every string of a messages file, and the language fields of a content file', () => {
    expect(languageTexts({ a: { b: 'x' } }, 'fr')).toEqual([{ locale: 'fr', key: 'a.b', text: 'x' }]);
    expect(languageTexts({ order: 1, question: { en: 'Q', fr: 'Q ?' }, forms: ['brochure'] })).toEqual([
      { locale: 'en', key: 'question.en', text: 'Q' },
      { locale: 'fr', key: 'question.fr', text: 'Q ?' },
    ]);
  });

  it('of the shipped copy keep their rules', () => {
    expect(languageFolderProblems(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
