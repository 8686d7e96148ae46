/**
 * The product screens (components/product-screens/) as a page renders them: every word from
 * messages/ in the page's language (no English text left in Spanish or German), the sample figures
 * written as that language writes them, the club's own name and colour in the drawing, text that
 * stays readable on the club's colour, and a text alternative in the page's language.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ClubWebsiteScreen,
  FrontDeskScreen,
  MemberAppScreen,
  OwnerDashboardScreen,
  PaymentScreen,
  ProductScreen,
} from '@/components/product-screens';
import { MESSAGES } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { SAMPLE_CLUB_LOOK, type ClubLook } from '@/lib/product-screens/club-look';
import { contrastRatio } from '@/lib/colour/wcag-contrast';
import { readableBrand, screenColours, textOn } from '@/lib/product-screens/screen-colours';
import { ownerFigures, sampleFormats, SAMPLE } from '@/lib/product-screens/sample-figures';
import { estimatedWidth, fitText, linesFor } from '@/lib/product-screens/fit-text';
import { LEGIBLE_PX, legibleWidth, SCREEN_CANVAS } from '@/lib/product-screens/legible-size';
import { PRODUCT_SCREENS } from '@/lib/product-screens/screen-names';
import { LOCALES } from '@/lib/i18n/locales';

const SCREENS = { MemberAppScreen, ClubWebsiteScreen, FrontDeskScreen, PaymentScreen, OwnerDashboardScreen };
const render = (Screen: (typeof SCREENS)[keyof typeof SCREENS], locale: Locale, club: ClubLook = SAMPLE_CLUB_LOOK) =>
  renderToStaticMarkup(createElement(Screen, { locale, club }));
/** The words a reader sees: the texts between tags, and the text alternative. */
const wordsOf = (markup: string) => [...markup.matchAll(/>([^<]+)</g)].map(([, text]) => text!.trim()).filter(Boolean);
const labelOf = (markup: string) => /aria-label="([^"]+)"/.exec(markup)![1]!.replaceAll('&#x27;', "'");

/** Every text of the productScreens namespace, without its placeholders' parts. */
function screenTexts(locale: Locale): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string')
      texts.push(
        ...node
          .split(/\{[^}]*\}/)
          .map((part) => part.trim())
          .filter((part) => part.length > 3),
      );
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(MESSAGES[locale].productScreens);
  return texts;
}

describe.each(['es', 'de', 'pt', 'fr'] as const)('the product screens in %s', (locale) => {
  // Every English text of the screens, none excepted: no translation is the English word for word.
  const english = screenTexts('en');

  it.each(Object.entries(SCREENS))('%s says every word in the language, none in English', (_, Screen) => {
    const markup = render(Screen, locale);
    const words = [...wordsOf(markup), labelOf(markup)].join('\n');
    for (const text of english) expect(words).not.toContain(text);
    expect(wordsOf(markup).some((word) => screenTexts(locale).some((text) => word.includes(text)))).toBe(true);
  });

  it.each(Object.entries(SCREENS))('%s has a text alternative in the language, naming the club', (_, Screen) => {
    const markup = render(Screen, locale);
    expect(markup).toMatch(/^<svg[^>]* role="img"/);
    const label = labelOf(markup);
    expect(label).toContain(SAMPLE_CLUB_LOOK.name);
    expect(screenTexts(locale).some((text) => label.includes(text))).toBe(true);
  });

  it('writes times and money as the language does', () => {
    const f = sampleFormats(locale);
    expect(wordsOf(render(MemberAppScreen, locale))).toContain(f.money(SAMPLE.courtPrice));
    expect(f.money(SAMPLE.courtPrice)).toMatch(/36,00\s€/);
    expect(wordsOf(render(FrontDeskScreen, locale))).toContain('18:00');
    expect(wordsOf(render(PaymentScreen, locale)).join('\n')).toContain(f.money(9));
  });
});

describe('a screen draws the club it is given', () => {
  const club: ClubLook = { name: 'Padel Norte 7', colour: '#A3127F', sports: ['pickleball', 'gym'] };

  it.each(Object.entries(SCREENS))('%s shows the club’s name and fills with its colour (as an attribute, no style)', (_, Screen) => {
    const markup = render(Screen, 'en', club);
    expect(markup).toContain('Padel Norte 7');
    expect(markup).toContain('fill="#a3127f"');
    expect(markup).not.toContain(SAMPLE_CLUB_LOOK.colour);
    expect(markup).not.toMatch(/\sstyle=/);
  });

  it('shows the club’s sports, and only those', () => {
    const words = wordsOf(render(MemberAppScreen, 'en', club));
    expect(words).toEqual(expect.arrayContaining(['Pickleball', 'Gym']));
    expect(words).not.toContain('Padel');
  });

  it('writes on the club’s colour in white or ink, whichever reads, at least 4.5:1 whatever the colour', () => {
    for (const colour of ['#1f4e9c', '#f5d90a', '#0f6b4f', '#7fdbff', '#111111']) {
      expect(readableBrand(colour)).toBe(colour);
      const markup = render(MemberAppScreen, 'en', { ...club, colour });
      expect(markup).toContain(`fill="${textOn(colour)}" font-weight="700" text-anchor="middle">Book</text>`);
    }
    // Every colour of a coarse sweep of the cube, mid-tones (#e4572e, where neither reaches 4.5) deepened.
    const steps = ['00', '33', '66', '99', 'cc', 'ff', 'e4', '57', '2e'];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const { brand, onBrand } = screenColours(`#${r}${g}${b}`);
          expect(contrastRatio(brand, onBrand)).toBeGreaterThanOrEqual(4.5);
        }
    expect(readableBrand('#e4572e')).not.toBe('#e4572e');
  });

  it('a colour that is not #rrggbb never reaches the drawing', () => {
    const markup = render(PaymentScreen, 'en', { ...club, colour: 'red" onload="x' });
    expect(markup).not.toContain('onload');
    expect(markup).toContain('fill="#0f6b4f"');
  });

  it('a long name is drawn on two lines, a little smaller, never wider than its room', () => {
    const long = { ...club, name: 'Real Club de Tenis y Pádel de la Ciudad Lineal' };
    const markup = render(MemberAppScreen, 'es', long);
    for (const line of ['Real Club de Tenis y', 'Pádel de la Ciudad Lineal']) {
      const [, size, squeezed] = new RegExp(`font-size="([\\d.]+)"[^>]*?(?:textLength="(\\d+)")?[^>]*>${line}<`).exec(markup)!;
      expect(Number(size)).toBeGreaterThanOrEqual(12);
      if (squeezed) expect(Number(squeezed)).toBeLessThanOrEqual(190);
    }
  });

  it('each screen weighs a few kB of HTML', () => {
    for (const Screen of Object.values(SCREENS)) expect(render(Screen, 'de').length).toBeLessThan(7000);
  });
});

describe('the drawings stay legible (issue 48: at least 11 CSS px as shown)', () => {
  const long: ClubLook = {
    name: 'Real Club de Tenis y Pádel de la Ciudad Lineal',
    colour: '#f5d90a',
    sports: ['pickleball', 'multi-sport', 'wellness'],
  };
  const renderByName = (name: (typeof PRODUCT_SCREENS)[number], locale: Locale, club: ClubLook) =>
    renderToStaticMarkup(createElement(ProductScreen, { name, locale, club }));

  it.each(PRODUCT_SCREENS)('%s draws no text smaller than its canvas’s smallest size, in any language, whatever the club', (name) => {
    const canvas = SCREEN_CANVAS[name];
    for (const locale of LOCALES)
      for (const club of [SAMPLE_CLUB_LOOK, long]) {
        const markup = renderByName(name, locale, club);
        expect(markup).toContain(`viewBox="0 0 ${canvas.width} ${canvas.height}"`);
        const sizes = [...markup.matchAll(/<text[^>]* font-size="([\d.]+)"/g)].map(([, size]) => Number(size));
        expect(sizes.length).toBeGreaterThan(3);
        expect(Math.min(...sizes), `${name} in ${locale}`).toBeGreaterThanOrEqual(canvas.smallest);
      }
  });

  it.each(PRODUCT_SCREENS)('%s is laid out no narrower than where that size is 11 px, which the narrowest phone’s column holds', (name) => {
    const canvas = SCREEN_CANVAS[name];
    expect((canvas.smallest * legibleWidth(name)) / canvas.width).toBeGreaterThanOrEqual(LEGIBLE_PX);
    // 320 px less the page's 24 px margins.
    expect(legibleWidth(name)).toBeLessThanOrEqual(272);
    const css = readFileSync(path.resolve(import.meta.dirname, '../../app/globals.css'), 'utf8');
    const rule = new RegExp(`\\.product-screen-${name}[^{]*\\{\\s*min-width: (\\d+)px;`).exec(css);
    expect(rule?.[1], `app/globals.css gives .product-screen-${name} its min-width`).toBe(String(legibleWidth(name)));
  });

  it('a long text is drawn smaller only down to its floor, then squeezed into its room', () => {
    expect(fitText('Real Club de Tenis y Pádel', 15, 100)).toEqual({ fontSize: 15, textLength: 100 });
    expect(fitText('Real Club de Tenis y Pádel', 22, 200, 15)).toEqual({ fontSize: 15, textLength: 200 });
    expect(fitText('Padel', 15, 100)).toEqual({ fontSize: 15 });
    // Measured per glyph: a narrow word that fits is left alone (not stretched to its room), and a wide
    // bold one that ran 8 % past the website's band at 20.2 is known not to fit there.
    expect(fitText('Terrain 1', 15, 89, 15, true)).toEqual({ fontSize: 15 });
    expect(estimatedWidth('Willkommen bei Club Alameda', 20.2, true)).toBeGreaterThan(328);
  });

  it('a long club name takes two lines, broken where the longer line is shortest, in the app and on the website', () => {
    expect(linesFor('Padel Norte', 15, 190)).toEqual(['Padel Norte']);
    expect(linesFor('Willkommen bei Tennis Club Rot-Weiss Mannheim', 18, 328)).toEqual([
      'Willkommen bei Tennis',
      'Club Rot-Weiss Mannheim',
    ]);
    const club = { ...SAMPLE_CLUB_LOOK, name: 'Tennis Club Rot-Weiss Mannheim' };
    expect(wordsOf(render(MemberAppScreen, 'de', club))).toEqual(expect.arrayContaining(['Tennis Club', 'Rot-Weiss Mannheim']));
    expect(wordsOf(render(ClubWebsiteScreen, 'de', club))).toEqual(
      expect.arrayContaining(['Willkommen bei Tennis', 'Club Rot-Weiss Mannheim']),
    );
  });
});

describe('the owner’s dashboard', () => {
  it('shows figures consistent with each other and with the other screens', () => {
    const figures = ownerFigures();
    // 454 court-hours booked of 3 courts × 15 hours × 14 days; at the app's 36 € for 90 minutes.
    expect(Math.round(figures.occupancy * 100)).toBe(72);
    expect(figures.revenue).toBe(454 * 24);
    const mean = figures.byWeekday.reduce((sum, share) => sum + share, 0) / figures.byWeekday.length;
    expect(Math.abs(mean - figures.occupancy)).toBeLessThan(0.01);
    expect(figures.noShows / (SAMPLE.owner.bookedHours / (SAMPLE.minutes / 60))).toBeLessThan(0.05);
  });

  it.each(['en', 'fr', 'de'] as const)('writes them as %s does, with the month, the weekdays and a Reports button', (locale) => {
    const f = sampleFormats(locale);
    const t = (key: string) => (MESSAGES[locale].productScreens.ownerDashboard as Record<string, string>)[key]!;
    const words = wordsOf(render(OwnerDashboardScreen, locale));
    const figures = ownerFigures();
    expect(words).toEqual(
      expect.arrayContaining([
        f.wholeMoney(figures.revenue),
        f.percent(figures.occupancy),
        String(figures.noShows),
        f.month,
        t('revenue'),
        t('occupancy'),
        t('noShows'),
        t('byDay'),
        t('reports'),
        ...f.weekdays,
      ]),
    );
    expect(f.wholeMoney(figures.revenue).replace(/\s/gu, ' ')).toBe({ en: '€10,896', fr: '10 896 €', de: '10.896 €' }[locale]);
  });
});
