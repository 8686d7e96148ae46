/**
 * A club's name for "Your club in Courtside" keeps the greeting's rules for a whole name
 * (lib/abuse/greeting-name.ts `clubName`): letters, digits and spaces in one script, bounded, with
 * the punctuation real club names use (hyphen, apostrophe, ampersand, abbreviation dots, issue 47);
 * a link, a phone number, mixed scripts and over-long names are refused with a reason of their own.
 * Wherever a name is shown the site's own name is refused too (lib/abuse/shown-club-name.ts).
 */
import { describe, expect, it } from 'vitest';
import { MAX_CLUB_NAME_CHARS } from '@/lib/abuse/club-name-bounds';
import { clubName, greetingName } from '@/lib/abuse/greeting-name';
import { shownClubName } from '@/lib/abuse/shown-club-name';
import { SITE } from '@/lib/site/site-content';

describe('clubName', () => {
  it.each([
    ['Padel Club 2000', 'Padel Club 2000'],
    ['  Club   de Pádel  Ribera ', 'Club de Pádel Ribera'],
    ['Ｐａｄｅｌ Ｃｌｕｂ', 'Padel Club'],
    ['Теннисный центр', 'Теннисный центр'],
    ['Ομιλος Αντισφαίρισης', 'Ομιλος Αντισφαίρισης'],
    ['東京テニスクラブ', '東京テニスクラブ'],
    ['서울 테니스 클럽', '서울 테니스 클럽'],
    ['نادي التنس', 'نادي التنس'],
    ['מועדון טניס', 'מועדון טניס'],
    ['A'.repeat(MAX_CLUB_NAME_CHARS), 'A'.repeat(MAX_CLUB_NAME_CHARS)],
    // The names of issue 47, and the punctuation club names are written with, drawn as typed.
    ['TC Rot-Weiß Köln', 'TC Rot-Weiß Köln'],
    ["L'Escale Padel & Tennis", "L'Escale Padel & Tennis"],
    ['TC Blau Weiss 1899 e.V.', 'TC Blau Weiss 1899 e.V.'],
    ['L\u2019Escale Padel', 'L\u2019Escale Padel'],
    ['Rot\u2010Weiß Padel', 'Rot\u2010Weiß Padel'],
    ['Rot\u2011Weiß', 'Rot\u2010Weiß'], // NFKC: the no-break hyphen is a hyphen
    ["O'Neil Club", "O'Neil Club"],
    ['Club-Padel', 'Club-Padel'],
    ["Players' Club", "Players' Club"],
    ['B&B Padel', 'B&B Padel'],
    ['St. Pauli Tennis', 'St. Pauli Tennis'],
    ['C.D. Tenis Chamartín', 'C.D. Tenis Chamartín'],
    ['U.S. Padel', 'U.S. Padel'],
    ['1. FC Köln Tennis', '1. FC Köln Tennis'],
    ['Ｌ＇Ｅｓｃａｌｅ ＆ Ｃｏ', "L'Escale & Co"],
  ])('accepts %j as %j', (input, name) => {
    expect(clubName(input)).toEqual({ ok: true, name });
  });

  it.each([
    ['visit bit.ly', 'link'],
    ['bit．ly', 'link'],
    ['me@example', 'link'],
    ['https:x', 'link'],
    ['padel.de', 'link'],
    ['Club www.padel.com', 'link'],
    ['www.x', 'link'],
    ['bit.ly/abc', 'link'],
    ['St.Pauli', 'link'],
    ['e.Vde', 'link'],
    ['TC e.V.de', 'link'],
    ['e.V', 'link'],
    ['Club 1.2', 'link'],
    ['Call +49 151 2345678', 'phone'],
    ['+34 600 000 000', 'phone'],
    ['Call 600000000', 'phone'],
    ['Club 12345', 'phone'],
    ['pаdel', 'mixedScripts'],
    ['Padel Корт', 'mixedScripts'],
    ['P\u0430del', 'mixedScripts'],
    ['Rot-Weiß-Кельн', 'mixedScripts'],
    ['A'.repeat(MAX_CLUB_NAME_CHARS + 1), 'tooLong'],
    ['A '.repeat(500), 'tooLong'],
    ['--', 'characters'],
    ['&&', 'characters'],
    ["'Club", 'characters'],
    ["Club 's", 'characters'],
    ['Club--Padel', 'characters'],
    ["Club-'Padel", 'characters'],
    ['Club.-Padel', 'characters'],
    ['& Padel', 'characters'],
    ['Padel &', 'characters'],
    ['Padel & & Tennis', 'characters'],
    ['Padel - Tennis', 'characters'],
    ['Padel…', 'characters'],
    ['Club (Padel)', 'characters'],
    ['Club, Padel', 'characters'],
    ['Club\u2013Padel', 'characters'],
    ['Club -Padel', 'characters'],
    ['Club\u200bPadel', 'characters'],
    ['2000', 'characters'],
    ['\u0301Club', 'characters'],
  ])('refuses %j: %s', (input, problem) => {
    expect(clubName(input)).toEqual({ ok: false, problem });
  });

  it('refuses a letter that confusables.txt likens to a digit, as the greeting does (З is a 3)', () => {
    expect(clubName('Зал')).toEqual({ ok: false, problem: 'characters' });
  });

  it('refuses a letter that confusables.txt likens to a dot or a hyphen, though a real one passes', () => {
    // U+A78F LATIN LETTER SINOLOGICAL DOT, U+02D7 MODIFIER LETTER MINUS SIGN
    expect(clubName('padel\ua78fde')).toEqual({ ok: false, problem: 'characters' });
    expect(clubName('Rot\u02d7Weiß')).toEqual({ ok: false, problem: 'characters' });
    expect(clubName('Rot-Weiß')).toEqual({ ok: true, name: 'Rot-Weiß' });
  });

  it('takes an empty name as no name, not a problem', () => {
    expect(clubName('   ')).toBeUndefined();
  });

  it('leaves the greeting as it was: one word of letters', () => {
    expect(greetingName('Padel Club 2000')).toBe('Padel');
    expect(greetingName('2000 Club')).toBeUndefined();
    expect(greetingName('pаypal')).toBeUndefined();
  });
});

describe('shownClubName', () => {
  it("is clubName, and refuses the site's own name with a reason of its own", () => {
    expect(shownClubName('TC Rot-Weiß Köln')).toEqual({ ok: true, name: 'TC Rot-Weiß Köln' });
    expect(shownClubName('padel.de')).toEqual({ ok: false, problem: 'link' });
    expect(shownClubName(`${SITE.productName}-Team e.V.`)).toEqual({ ok: false, problem: 'brand' });
    expect(shownClubName('  ')).toBeUndefined();
  });
});
