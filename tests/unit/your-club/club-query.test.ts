/**
 * The address of "Your club in Courtside" is read strictly (lib/your-club/club-query.ts): capped
 * before it is read, three parameters, name and colour once, sports from the site's list; each
 * problem named so the page can word it, and the good parts kept while the rest falls back to the sample.
 */
import { describe, expect, it } from 'vitest';
import { SPORTS } from '@/lib/operations/value-sets';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';
import { clubLookOf } from '@/lib/your-club/club-look';
import { clubQueryOf, MAX_CLUB_QUERY_CHARS, parseClubQuery } from '@/lib/your-club/club-query';

const parse = (query: string) => parseClubQuery([...new URLSearchParams(query).entries()]);

describe('the your-club query', () => {
  it('reads what the form sends', () => {
    expect(parse('name=Padel+Club+2000&colour=%23AA3300&sports=padel&sports=gym')).toEqual({
      name: 'Padel Club 2000',
      colour: '#aa3300',
      sports: ['padel', 'gym'],
      problems: [],
    });
    expect(parse('name=&colour=')).toEqual({ problems: [] });
    // The punctuation real club names use (issue 47), drawn as typed.
    expect(parse('name=L%27Escale+Padel+%26+Tennis').name).toBe("L'Escale Padel & Tennis");
    expect(parse('name=TC+Blau+Weiss+1899+e.V.').name).toBe('TC Blau Weiss 1899 e.V.');
    const everything = clubQueryOf({ name: 'ж'.repeat(40), colour: '#123456', sports: [...SPORTS] });
    expect(everything.length).toBeLessThan(MAX_CLUB_QUERY_CHARS);
    expect(parse(everything).problems).toEqual([]);
  });

  it.each([
    ['name=visit+bit.ly', ['name.link']],
    ['name=%2B34+600+000+000', ['name.phone']],
    ['name=p%D0%B0del', ['name.mixedScripts']],
    [`name=${'a'.repeat(41)}`, ['name.tooLong']],
    ['name=Club--Padel', ['name.characters']],
    ['name=padel.de', ['name.link']],
    ['colour=red', ['colour']],
    ['colour=%23fff', ['colour']],
    ['colour=javascript:alert(1)', ['colour']],
    ['sports=fitness', ['sports']],
    ['sports=padel&sports=padel', ['repeated']],
    ['name=A&name=B', ['repeated']],
    ['colour=%23000000&colour=%23ffffff', ['repeated']],
    ['x=1', ['unknownParameter']],
    [`name=${'a'.repeat(10_000)}`, ['tooLong']],
    [Array.from({ length: 100 }, () => 'sports=padel').join('&'), ['tooLong']],
  ])('refuses %s', (query, problems) => {
    expect(parse(query).problems).toEqual(problems);
  });

  it('keeps the good parts of a refused query and draws the sample for the rest', () => {
    const query = parse('name=visit+bit.ly&colour=%230000ff&sports=tennis&x=1');
    expect(query).toEqual({ colour: '#0000ff', sports: ['tennis'], problems: ['unknownParameter', 'name.link'] });
    expect(clubLookOf(query)).toEqual({ name: SAMPLE_CLUB_LOOK.name, colour: '#0000ff', sports: ['tennis'] });
    expect(clubLookOf(parse('colour=nope'))).toEqual(SAMPLE_CLUB_LOOK);
  });

  it('draws a light colour as picked (the drawings keep it for surfaces, with dark text on it)', () => {
    expect(clubLookOf(parse('colour=%23ffff00')).colour).toBe('#ffff00');
  });
});
