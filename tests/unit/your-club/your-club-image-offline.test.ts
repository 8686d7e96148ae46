/**
 * The shareable image of a club (components/your-club/your-club-image.tsx) is drawn offline: no
 * name a stranger can type, in any language of the page, makes the server call out or wait on a
 * call (next/og fetches a font from Google Fonts for a letter its fonts lack). The network here
 * refuses and records every outbound connection, so a render that calls out fails even offline.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { yourClubImage, yourClubImageText } from '@/components/your-club/your-club-image';
import { LOCALES } from '@/lib/i18n/locales';
import { SPORTS } from '@/lib/operations/value-sets';
import { imageFonts } from '@/lib/typeface/image-fonts';
import { refuseNetwork, type RefusedNetwork } from '../../helpers/refused-network';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Names the page accepts: Latin Extended letters, Vietnamese, letters no shipped font has, other scripts. */
const NAMES = ['Club Ǎǐǚ Ƙɛɔ', 'Câu lạc bộ Quần vợt', 'Club ꬰ', 'Теннисный центр', '東京テニスクラブ'];

describe('yourClubImage offline', () => {
  let network: RefusedNetwork;
  beforeEach(() => {
    network = refuseNetwork();
  });
  afterEach(() => network.restore());

  it.each(LOCALES)('draws a PNG for every name and sport in %s with no outbound call', async (locale) => {
    for (const name of NAMES) {
      const response = await yourClubImage(locale, [['name', name], ...SPORTS.map((sport): [string, string] => ['sports', sport])]);
      expect(response.headers.get('content-type'), name).toBe('image/png');
      const png = new Uint8Array(await response.arrayBuffer());
      expect([...png.subarray(0, 8)], name).toEqual(PNG_SIGNATURE);
    }
    expect(network.attempts).toEqual([]);
  });
});

describe('yourClubImageText', () => {
  it.each(['Ǎǐǚ', 'Club Ǎǐǚ Ƙɛɔ', 'Câu lạc bộ Quần vợt'])('draws %s, which the fonts cover', async (name) => {
    const { covers } = await imageFonts();
    expect(yourClubImageText('fr', { name, sports: ['padel'] }, covers).name).toBe(name);
  });

  it.each(['Club ꬰ', 'Теннисный центр', '東京テニスクラブ'])('leaves out %s, which they do not (the page draws it)', async (name) => {
    const { covers } = await imageFonts();
    expect(yourClubImageText('fr', { name, sports: ['padel'] }, covers).name).toBeUndefined();
  });
});
