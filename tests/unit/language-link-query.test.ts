/**
 * The query a language link carries (lib/language-links/carried-query.ts): on "your club" and the
 * estimate, the answers of the address, read as strictly as the pages' parsers read them and
 * re-serialized in their forms' order; on every other page, none. It runs in the browser without
 * the parsers, so these tests hold its constants and shapes equal to theirs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import { estimateQueryOf, MAX_QUERY_CHARS, parseEstimateQuery } from '@/lib/pricing/estimate-query';
import {
  ESTIMATE_PATH,
  languageLinkQuery,
  MAX_CARRIED_LOCATIONS,
  MAX_CARRIED_QUERY_CHARS,
  YOUR_CLUB_PATH,
} from '@/lib/language-links/carried-query';
import { clubQueryOf, MAX_CLUB_QUERY_CHARS, parseClubQuery } from '@/lib/your-club/club-query';
import { YOUR_CLUB_PAGE_PATH } from '@/lib/your-club/your-club-path';

const entriesOf = (query: string): [string, string][] => [...new URLSearchParams(query).entries()];
const carried = (page: string, query: string) => languageLinkQuery(page, new URLSearchParams(query));

/** What each page's parser makes of an address, re-serialized as its form sends it. */
const clubParsed = (query: string) => {
  const parsed = parseClubQuery(entriesOf(query));
  return clubQueryOf({ name: parsed.name, colour: parsed.colour, sports: parsed.sports });
};
const estimateParsed = (query: string) => {
  const parsed = parseEstimateQuery(entriesOf(query));
  return estimateQueryOf(parsed.answers, parsed.prefill);
};

describe('the constants are the parsers’', () => {
  it('paths, size caps and the most locations', () => {
    expect(YOUR_CLUB_PATH).toBe(YOUR_CLUB_PAGE_PATH);
    expect(ESTIMATE_PATH).toBe(ESTIMATE_PAGE_PATH);
    expect(MAX_CARRIED_QUERY_CHARS).toBe(MAX_CLUB_QUERY_CHARS);
    expect(MAX_CARRIED_QUERY_CHARS).toBe(MAX_QUERY_CHARS);
    expect(MAX_CARRIED_LOCATIONS).toBe(MAX_LOCATIONS);
  });

  it('imports only small modules, none with the name rule’s data or zod (it runs in the browser)', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../lib/language-links/carried-query.ts'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual([
      '@/lib/abuse/club-name-bounds',
      '@/lib/colour/wcag-contrast',
      '@/lib/operations/court-bands',
      '@/lib/operations/value-sets',
      './pages-with-query',
    ]);
  });
});

describe('other pages carry no query', () => {
  for (const page of ['', '/quote', '/pricing', '/faq', '/padel-clubs', '/your-club/image', '/pricing/estimate/x']) {
    it(`"${page}"`, () => {
      expect(carried(page, 'name=TC+Rot&colour=%23f5e663&sports=padel&courtCount=4&utm_source=x')).toBe('');
    });
  }
});

describe('your club', () => {
  it('carries the name, the colour and the sports, in the form’s order', () => {
    expect(carried(YOUR_CLUB_PATH, 'sports=padel&colour=%23F5E663&name=TC%20Rot%20Koeln&sports=gym')).toBe(
      '?name=TC+Rot+Koeln&colour=%23f5e663&sports=padel&sports=gym',
    );
  });

  it('takes an array of entries as well as URLSearchParams', () => {
    expect(languageLinkQuery(YOUR_CLUB_PATH, [['name', 'Club Ñandú']])).toBe('?name=Club+%C3%91and%C3%BA');
  });

  it('carries nothing for an empty address or empty answers', () => {
    expect(carried(YOUR_CLUB_PATH, '')).toBe('');
    expect(carried(YOUR_CLUB_PATH, 'name=&colour=&sports=')).toBe('');
    expect(carried(YOUR_CLUB_PATH, 'name=%20%20')).toBe('');
  });

  it('never echoes an unknown parameter, and keeps the good answers beside it', () => {
    expect(carried(YOUR_CLUB_PATH, 'name=Padel+Club&evil=%3Cscript%3E&utm_source=mail')).toBe('?name=Padel+Club');
  });

  it('drops what the parser drops: a repeated name or colour, a colour not #rrggbb, a list with one unknown sport', () => {
    expect(carried(YOUR_CLUB_PATH, 'name=A+Club&name=B+Club&colour=%23000000')).toBe('?colour=%23000000');
    expect(carried(YOUR_CLUB_PATH, 'colour=%23000000&colour=%23ffffff&sports=gym')).toBe('?sports=gym');
    expect(carried(YOUR_CLUB_PATH, 'colour=red&sports=gym')).toBe('?sports=gym');
    expect(carried(YOUR_CLUB_PATH, 'name=A+Club&sports=gym&sports=chess')).toBe('?name=A+Club');
    expect(carried(YOUR_CLUB_PATH, 'sports=gym&sports=gym')).toBe('?sports=gym');
  });

  it('carries nothing from an address over the parser’s size, and a name within its length only', () => {
    expect(carried(YOUR_CLUB_PATH, `name=A+Club&colour=%23000000&x=${'y'.repeat(600)}`)).toBe('');
    expect(carried(YOUR_CLUB_PATH, `name=${'A'.repeat(41)}&colour=%23000000`)).toBe('?colour=%23000000');
    expect(carried(YOUR_CLUB_PATH, `name=${'A'.repeat(40)}`)).toBe(`?name=${'A'.repeat(40)}`);
  });

  it('normalizes the name as the rule does: NFKC, trimmed, spaces collapsed', () => {
    expect(carried(YOUR_CLUB_PATH, 'name=%20%20Ｐadel%20%20%20Club%20')).toBe('?name=Padel+Club');
  });

  it('is what the parser reads from a good address, re-serialized', () => {
    for (const query of [
      'name=TC%20Rot%20Koeln&colour=%23f5e663&sports=padel',
      'name=Padel+Club+2000&colour=%23AA3300&sports=padel&sports=gym',
      'name=Club+%C3%91and%C3%BA',
      'colour=%23ffcc00',
      'sports=tennis&sports=pickleball',
      'name=Players%27+Club+%26+Spa&sports=wellness',
    ]) {
      expect(carried(YOUR_CLUB_PATH, query), query).toBe(`?${clubParsed(query)}`);
    }
  });

  it('leads to a page that reads the same club from it, whatever the address held', () => {
    for (const query of [
      'name=Padel+Club&utm_source=x&colour=red&sports=gym&sports=chess',
      'name=A&name=B&colour=%23000000&sports=gym&sports=gym',
      'colour=%23ABCDEF&sports=padel&unknown=1',
      // Refused by the name's rule: the other language's page refuses it too, and shows it nowhere.
      'name=visit+bit.ly&colour=%23003399',
      'name=%2B34+600+000+000&sports=pickleball',
    ]) {
      const link = carried(YOUR_CLUB_PATH, query).slice(1);
      expect(clubParsed(link), query).toBe(clubParsed(query));
    }
    expect(parseClubQuery(entriesOf(carried(YOUR_CLUB_PATH, 'name=visit+bit.ly').slice(1))).problems).toEqual(['name.link']);
  });
});

describe('the estimate', () => {
  it('carries every answer and what "your club" filled in, in the form’s order', () => {
    expect(
      carried(
        ESTIMATE_PATH,
        'sports=padel&clubName=TC+Rot&brandedApp=false&features=pos&features=bookings&numberOfLocations=2&courtCount=12',
      ),
    ).toBe('?courtCount=12&numberOfLocations=2&features=pos&features=bookings&brandedApp=false&clubName=TC+Rot&sports=padel');
  });

  it('reads numbers as the parser does: whole, from 1 to the maximum, written once', () => {
    expect(carried(ESTIMATE_PATH, 'courtCount=007')).toBe('?courtCount=7');
    expect(carried(ESTIMATE_PATH, 'courtCount=0&numberOfLocations=3')).toBe('?numberOfLocations=3');
    expect(carried(ESTIMATE_PATH, 'courtCount=1001')).toBe('');
    expect(carried(ESTIMATE_PATH, 'courtCount=1000')).toBe('?courtCount=1000');
    expect(carried(ESTIMATE_PATH, 'courtCount=2.5&numberOfLocations=10001')).toBe('');
    expect(carried(ESTIMATE_PATH, 'numberOfLocations=10000')).toBe('?numberOfLocations=10000');
    expect(carried(ESTIMATE_PATH, 'courtCount=4&courtCount=5&brandedApp=true')).toBe('?brandedApp=true');
    expect(carried(ESTIMATE_PATH, 'courtCount=-3&brandedApp=yes')).toBe('');
  });

  it('drops unknown parameters and lists with an unknown value', () => {
    expect(carried(ESTIMATE_PATH, 'courtCount=6&features=pos&features=teleport&utm_campaign=x')).toBe('?courtCount=6');
  });

  it('carries nothing from an address over the parser’s size', () => {
    expect(carried(ESTIMATE_PATH, `courtCount=6&clubName=${'A'.repeat(600)}`)).toBe('');
  });

  it('is what the parser reads from a good address, re-serialized, and leads to a page that reads the same answers', () => {
    for (const query of [
      'courtCount=12&features=pos',
      'courtCount=5&numberOfLocations=2&features=bookings&features=payments&brandedApp=true',
      'clubName=TC+Rot+Koeln&sports=padel&sports=tennis',
      'brandedApp=false',
    ]) {
      expect(carried(ESTIMATE_PATH, query), query).toBe(`?${estimateParsed(query)}`);
    }
    for (const query of [
      'courtCount=12&courtCount=13&features=pos&utm_source=x',
      'courtCount=abc&numberOfLocations=4&features=pos&features=pos&brandedApp=maybe',
      'clubName=visit+bit.ly&sports=padel',
    ]) {
      expect(estimateParsed(carried(ESTIMATE_PATH, query).slice(1)), query).toBe(estimateParsed(query));
    }
  });
});
