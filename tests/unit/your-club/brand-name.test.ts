/**
 * "Your club in Courtside" draws no club named after the site itself (lib/your-club/brand-names.ts):
 * the product's, sender's or company's name from content/site.json, in any case, accents or
 * spacing, alone or with words added, is refused with a reason the page words in the visitor's
 * language, and the sample's name is drawn instead (the image reads the same query).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { YourClubPage } from '@/components/your-club/your-club-page';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';
import { clubLookOf } from '@/lib/your-club/club-look';
import { clubQueryOf, parseClubQuery } from '@/lib/your-club/club-query';

const parse = (name: string) => parseClubQuery([['name', name]]);
// Spelled from content/site.json, so that a rebrand moves the cases with it.
const product = SITE.productName;
const middle = Math.ceil(product.length / 2);
const accented = product.replace(/[aeiou]/i, (vowel) => `${vowel}\u0301`);

describe('a club named after the site', () => {
  it.each([
    product,
    product.toUpperCase(),
    product.toLowerCase(),
    `${product} Support`,
    `${product} Team`,
    `Soporte ${product}`,
    `${product.slice(0, middle)} ${product.slice(middle)}`,
    `  ${product.split('').join(' ')}  `,
    accented.normalize('NFC'),
    product.replace(/o/i, '0'), // a digit that confusables.txt likens to the letter
    product.replace(/[a-z]/gi, (letter) => String.fromCodePoint(letter.codePointAt(0)! + 0xfee0)), // full width
    SITE.senderName,
    SITE.companyName.replace(/[^\p{L}\p{N} ]/gu, ''),
  ])('refuses %j, drawing the sample’s name', (name) => {
    const query = parse(name);
    expect(query).toEqual({ problems: ['name.brand'] });
    expect(clubLookOf(query).name).toBe(SAMPLE_CLUB_LOOK.name);
  });

  it.each(['Club Alameda', 'Padel Court Club', 'Side Court Tennis', 'Centre Courts'])('accepts %j, a club’s own name', (name) => {
    expect(parse(name)).toEqual({ name, problems: [] });
  });

  it('says why in every language, naming the site, and shows the refused name nowhere', () => {
    const name = `${product} Support`;
    for (const locale of LOCALES) {
      const message = translatorFor(locale)('yourClub.problems.name.brand', { product });
      expect(message, locale).toContain(product);
      const html = renderToStaticMarkup(createElement(YourClubPage, { locale, query: parse(name) }));
      expect(html, locale).toContain(message.replaceAll("'", '&#x27;'));
      expect(html, locale).not.toContain(name);
      expect(html, locale).not.toContain(clubQueryOf({ name }));
    }
  });
});
