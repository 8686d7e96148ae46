/**
 * The share card of each language (components/site/share-card.tsx, app/[locale]/card.png) is drawn
 * offline in the brand's fonts: the network here refuses and records every outbound connection.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareCardImage } from '@/components/site/share-card';
import { LOCALES } from '@/lib/i18n/locales';
import { refuseNetwork, type RefusedNetwork } from '../helpers/refused-network';

describe('shareCardImage', () => {
  let network: RefusedNetwork;
  beforeEach(() => {
    network = refuseNetwork();
  });
  afterEach(() => network.restore());

  it.each(LOCALES)('draws the %s card as a PNG with no outbound call', async (locale) => {
    const response = await shareCardImage(locale);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(network.attempts).toEqual([]);
  });
});
