/** The column counts of a card grid (lib/site/card-columns.ts): full rows wherever a count divides the cards. */
import { describe, expect, it } from 'vitest';
import { cardColumns } from '@/lib/site/card-columns';

describe('cardColumns', () => {
  it('offers only the counts that divide the cards, so every row is full', () => {
    expect(cardColumns(8)).toEqual([2, 4]);
    expect(cardColumns(6)).toEqual([2, 3]);
    expect(cardColumns(4)).toEqual([2, 4]);
    expect(cardColumns(3)).toEqual([3]);
    expect(cardColumns(9)).toEqual([3]);
    expect(cardColumns(12)).toEqual([2, 3, 4]);
    for (let count = 2; count <= 24; count++) {
      const columns = cardColumns(count);
      if ([2, 3, 4].some((divisor) => count % divisor === 0)) for (const c of columns) expect(count % c, `${count} in ${c}`).toBe(0);
    }
  });

  it('gives a count nothing divides two or three columns (its last row centred), and a single card one', () => {
    expect(cardColumns(5)).toEqual([2, 3]);
    expect(cardColumns(7)).toEqual([2, 3]);
    expect(cardColumns(1)).toEqual([]);
    expect(cardColumns(0)).toEqual([2, 3, 4]);
  });
});
