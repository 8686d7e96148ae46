/**
 * The column counts a grid of `count` cards may take so that every row is full (issue 48 item 2):
 * those of 2, 3 and 4 that divide it. The stylesheet takes the largest of them that fits the grid's
 * width (app/globals.css `.card-grid`). A count none of them divides (5, 7, a single card) gets 2 and
 * 3, its shorter last row centred.
 */
const COUNTS = [2, 3, 4] as const;

export function cardColumns(count: number): number[] {
  const dividing = COUNTS.filter((columns) => count % columns === 0);
  if (dividing.length) return dividing;
  return count > 1 ? [2, 3] : [];
}
