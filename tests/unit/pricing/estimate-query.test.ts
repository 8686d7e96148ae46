/**
 * The estimate page's address is read strictly (lib/pricing/estimate-query.ts): the quote form's
 * values and bounds, each answer once, nothing else, within MAX_QUERY_CHARS; each problem named so
 * the page can word it, and the good answers kept to fill the form again.
 */
import { describe, expect, it } from 'vitest';
import { MAX_COURTS } from '@/lib/operations/court-bands';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { FEATURES } from '@/lib/operations/value-sets';
import { estimateQueryOf, MAX_QUERY_CHARS, parseEstimateQuery, queryEntriesOf } from '@/lib/pricing/estimate-query';

const parse = (query: string) => parseEstimateQuery([...new URLSearchParams(query).entries()]);

describe('the estimate query', () => {
  it('accepts the answers the form sends, empty ones as no answer', () => {
    expect(parse('courtCount=12&numberOfLocations=2&features=payments&features=pos&brandedApp=false')).toEqual({
      ok: true,
      answers: { courtCount: 12, numberOfLocations: 2, features: ['payments', 'pos'], brandedApp: false },
      prefill: {},
    });
    expect(parse('courtCount=&numberOfLocations=&brandedApp=')).toEqual({ ok: true, answers: {}, prefill: {} });
    expect(parse('')).toEqual({ ok: true, answers: {}, prefill: {} });
    expect(parse(`numberOfLocations=${MAX_LOCATIONS}&courtCount=${MAX_COURTS}&brandedApp=true`)).toEqual({
      ok: true,
      answers: { numberOfLocations: MAX_LOCATIONS, courtCount: MAX_COURTS, brandedApp: true },
      prefill: {},
    });
    // Every answer at once fits well within the bound.
    const all = { courtCount: MAX_COURTS, numberOfLocations: MAX_LOCATIONS, features: [...FEATURES], brandedApp: false };
    const everything = estimateQueryOf(all);
    expect(everything.length).toBeLessThan(MAX_QUERY_CHARS / 2);
    expect(parse(everything)).toEqual({ ok: true, answers: all, prefill: {} });
  });

  it.each([
    ['courtCount=0', ['courtCount']],
    [`courtCount=${MAX_COURTS + 1}`, ['courtCount']],
    ['courtCount=12a', ['courtCount']],
    ['courtCount=9-15', ['courtCount']],
    // The band is the API's: people give the number.
    ['numberOfCourts=4-8', ['unknownParameter']],
    ['brandedApp=no', ['brandedApp']],
    ['numberOfLocations=0', ['numberOfLocations']],
    [`numberOfLocations=${MAX_LOCATIONS + 1}`, ['numberOfLocations']],
    ['numberOfLocations=abc', ['numberOfLocations']],
    ['numberOfLocations=2.5', ['numberOfLocations']],
    ['numberOfLocations=-1', ['numberOfLocations']],
    ['numberOfLocations=%EF%BC%92', ['numberOfLocations']],
    ['features=fitness', ['features']],
    ['features=pos&features=pos', ['repeated']],
    ['courtCount=3&courtCount=4', ['repeated']],
    ['numberOfLocations=1&numberOfLocations=1', ['repeated']],
    ['name=Ana', ['unknownParameter']],
    ['clubName=visit+bit.ly', ['clubName']],
    ['clubName=p%D0%B0del', ['clubName']],
    ['clubName=A&clubName=B', ['repeated']],
    ['sports=fitness', ['sports']],
    ['sports=padel&sports=padel', ['repeated']],
    [
      'courtCount=0&numberOfLocations=0&features=fitness&brandedApp=1&x=1',
      ['unknownParameter', 'courtCount', 'numberOfLocations', 'features', 'brandedApp'],
    ],
    [Array.from({ length: 200 }, () => 'features=pos').join('&'), ['tooLong']],
    [`courtCount=${'x'.repeat(10_000)}`, ['tooLong']],
  ])('refuses %s', (query, problems) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems).toEqual(problems);
  });

  it('keeps the good answers of a refused query, to fill the form again', () => {
    expect(parse('courtCount=6&numberOfLocations=0&features=pos')).toEqual({
      ok: false,
      problems: ['numberOfLocations'],
      answers: { courtCount: 6, features: ['pos'] },
      prefill: {},
    });
  });

  it('fills the quote form with the club name and sports that "Your club in Courtside" links with, by the club name\'s rules', () => {
    expect(parse('clubName=Padel+Club+2000&sports=padel&sports=tennis')).toEqual({
      ok: true,
      answers: {},
      prefill: { clubName: 'Padel Club 2000', sports: ['padel', 'tennis'] },
    });
    expect(parse(estimateQueryOf({ courtCount: 6 }, { clubName: 'Club Ñandú', sports: ['gym'] }))).toEqual({
      ok: true,
      answers: { courtCount: 6 },
      prefill: { clubName: 'Club Ñandú', sports: ['gym'] },
    });
  });

  it("reads a page's searchParams with their repeats", () => {
    expect(queryEntriesOf({ features: ['pos', 'payments'], courtCount: '6', other: undefined })).toEqual([
      ['features', 'pos'],
      ['features', 'payments'],
      ['courtCount', '6'],
    ]);
  });
});
