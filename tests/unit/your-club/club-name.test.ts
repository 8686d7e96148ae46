/**
 * A club's name for "Your club in Courtside" keeps the greeting's rules for a whole name
 * (lib/abuse/greeting-name.ts `clubName`): letters, digits and spaces in one script, bounded; a link,
 * a phone number, mixed scripts and over-long names are refused with a reason of their own.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CLUB_NAME_CHARS } from '@/lib/abuse/club-name-bounds';
import { clubName, greetingName } from '@/lib/abuse/greeting-name';

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
  ])('accepts %j as %j', (input, name) => {
    expect(clubName(input)).toEqual({ ok: true, name });
  });

  it.each([
    ['visit bit.ly', 'link'],
    ['bit．ly', 'link'],
    ['me@example', 'link'],
    ['https:x', 'link'],
    ['+34 600 000 000', 'phone'],
    ['Call 600000000', 'phone'],
    ['Club 12345', 'phone'],
    ['pаdel', 'mixedScripts'],
    ['Padel Корт', 'mixedScripts'],
    ['A'.repeat(MAX_CLUB_NAME_CHARS + 1), 'tooLong'],
    ['A '.repeat(500), 'tooLong'],
    ['Club-Padel', 'characters'],
    ["O'Neil Club", 'characters'],
    ['Club\u200bPadel', 'characters'],
    ['2000', 'characters'],
    ['\u0301Club', 'characters'],
  ])('refuses %j: %s', (input, problem) => {
    expect(clubName(input)).toEqual({ ok: false, problem });
  });

  it('refuses a letter that confusables.txt likens to a digit, as the greeting does (З is a 3)', () => {
    expect(clubName('Зал')).toEqual({ ok: false, problem: 'characters' });
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
