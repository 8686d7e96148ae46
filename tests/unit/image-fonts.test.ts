/**
 * The images' fonts (lib/typeface/image-fonts.ts) decide what next/og may draw: text they cover
 * whole, decided grapheme by grapheme as Satori picks a font (lib/typeface/glyph-coverage.ts). They
 * cover every letter of the five languages' copy and everything the two images draw in each
 * language, so the fixed copy is never left out; a stranger's name in a letter they lack is.
 */
import { describe, expect, it } from 'vitest';
import { shareCardText } from '@/components/site/share-card';
import { yourClubImageText } from '@/components/your-club/your-club-image';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { SPORTS } from '@/lib/operations/value-sets';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';
import { fontsCover } from '@/lib/typeface/glyph-coverage';
import { imageFonts } from '@/lib/typeface/image-fonts';

const codePoints = (text: string) => new Set([...text].map((character) => character.codePointAt(0)!));

describe('fontsCover', () => {
  const latin = codePoints('abc ');
  const extended = codePoints('ǐ\u030c');

  it('takes each grapheme from the first font that has its first character', () => {
    expect(fontsCover([latin, extended], 'abc ǐ')).toBe(true);
    expect(fontsCover([latin, extended], 'abd')).toBe(false);
  });

  it('needs a letter and its combining marks in that one font, as Satori draws them', () => {
    expect(fontsCover([latin, extended], 'ǐ\u030c')).toBe(true);
    // Satori draws "a" from the first font, which has no caron: next/og would fetch one.
    expect(fontsCover([latin, extended], 'a\u030c')).toBe(false);
  });
});

describe('imageFonts', () => {
  it('covers every letter of the copy in the five languages, in regular and bold', async () => {
    const { covers } = await imageFonts();
    for (const locale of LOCALES) {
      const letters = [...new Set(JSON.stringify(MESSAGES[locale]).match(/[\p{L}\p{M}]/gu))];
      expect(
        letters.filter((letter) => !covers(letter)),
        locale,
      ).toEqual([]);
    }
  });

  it('covers Latin letters beyond those languages, and not other scripts nor the rarest Latin letters', async () => {
    const { covers } = await imageFonts();
    for (const text of ['Ǎǐǚ', 'Club Ǎǐǚ Ƙɛɔ', 'Ɛ', 'Câu lạc bộ Quần vợt', 'STRAẞE', 'Şişli Ağ Kulübü', 'Łódź Żagiel']) {
      expect(covers(text), text).toBe(true);
    }
    for (const text of ['Теннисный центр', '東京テニスクラブ', 'Club ꬰ', 'x\u030c']) expect(covers(text), text).toBe(false);
  });

  it.each(LOCALES)('leaves out nothing the two images draw in %s', async (locale) => {
    const { covers } = await imageFonts();
    const all = () => true;
    const look = { name: SAMPLE_CLUB_LOOK.name, sports: SPORTS };
    const drawn = [yourClubImageText(locale, look, covers), shareCardText(locale, covers)];
    expect(drawn).toEqual([yourClubImageText(locale, look, all), shareCardText(locale, all)]);
    // Whole, as drawn: the sports with their separator too.
    for (const text of drawn.flatMap((words) => Object.values(words))) expect(covers(text!), text).toBe(true);
  });
});
