/**
 * The site's links follow the registry (docs/decisions.md "Paths and locales"): the header offers
 * every operation in the order of its `promotion`, the home page's rows the operations that name
 * them, a new operation joins the header by itself, and every link is next-intl's path of a page.
 */
import { describe, expect, it } from 'vitest';
import { pagePath } from '@/i18n/navigation';
import { LOCALES } from '@/lib/i18n/locales';
import { operations, type HomeCallsToAction, type Operation } from '@/lib/operations/registry';
import { byPromotion, homeCallsToAction } from '@/lib/site/site-navigation';
import { PAGE_PATHS, pageUrl } from '@/lib/site/site-pages';

const ROWS: HomeCallsToAction[] = ['hero', 'closing'];
const ranks = (entries: readonly Operation[]) => entries.map((entry) => entry.promotion?.rank);
const ids = (entries: readonly Operation[]) => entries.map((entry) => entry.id);

describe('the order the site offers the operations in', () => {
  it('gives each ranked operation a rank of its own, so the order is never a tie (an unranked one comes last)', () => {
    const ranked = ranks(operations).filter((rank) => rank !== undefined);
    expect(ranked.every((rank) => Number.isInteger(rank))).toBe(true);
    expect(new Set(ranked).size).toBe(ranked.length);
  });

  it('lists every operation once in the header, most wanted first, and leaves the registry order alone', () => {
    const registryOrder = ids(operations);
    const header = byPromotion(operations);
    expect([...ids(header)].sort()).toEqual([...registryOrder].sort());
    const rankOrLast = (rank: number | undefined) => rank ?? Number.POSITIVE_INFINITY;
    expect(ranks(header)).toEqual([...ranks(operations)].sort((a, b) => rankOrLast(a) - rankOrLast(b)));
    expect(ids(operations)).toEqual(registryOrder);
  });

  it.each(ROWS)('offers on the home page row "%s" exactly the operations that name it, in header order', (row) => {
    const offered = homeCallsToAction(row, operations);
    expect(offered.length).toBeGreaterThan(0);
    expect(ids(offered)).toEqual(ids(byPromotion(operations)).filter((id) => offered.some((entry) => entry.id === id)));
    const naming = (operations as readonly Operation[]).filter((entry) => entry.promotion?.home.includes(row));
    expect(ids(offered).sort()).toEqual(ids(naming).sort());
  });

  it('puts a new operation without a promotion in the header, after the ranked ones, and on no row of the home page', () => {
    const newcomer: Operation = { ...operations[0], id: 'submitPartnerRequest', slug: 'partner', promotion: undefined };
    const entries: Operation[] = [newcomer, ...operations];
    expect(byPromotion(entries).at(-1)).toBe(newcomer);
    expect(
      byPromotion(entries)
        .slice(0, -1)
        .map((entry) => entry.id),
    ).toEqual(ids(byPromotion(operations)));
    for (const row of ROWS) expect(homeCallsToAction(row, entries)).not.toContain(newcomer);
  });

  it('puts a new operation with a promotion at its rank', () => {
    const newcomer: Operation = {
      ...operations[0],
      id: 'submitPartnerRequest',
      slug: 'partner',
      promotion: { rank: 0, home: ['closing'] },
    };
    const entries: Operation[] = [...operations, newcomer];
    expect(byPromotion(entries)[0]).toBe(newcomer);
    expect(homeCallsToAction('closing', entries)[0]).toBe(newcomer);
    expect(homeCallsToAction('hero', entries)).not.toContain(newcomer);
  });
});

describe('pagePath, the path a link on the pages points to', () => {
  it.each(LOCALES)('is next-intl path of every page in %s, the same path as its absolute URL', (locale) => {
    const siteUrl = 'https://courts.example';
    for (const page of PAGE_PATHS) {
      expect(pagePath(locale, page)).toMatch(new RegExp(`^/${locale}(/|$)`));
      expect(`${siteUrl}${pagePath(locale, page)}`).toBe(pageUrl(siteUrl, locale, page));
    }
  });
});
