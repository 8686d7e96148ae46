import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets, readBudgets, type JsBudgets } from '../../scripts/js-budgets/budgets';
import { routeJavaScript } from '../../scripts/js-budgets/route-javascript';

const budgets: JsBudgets = {
  blankFormPageKb: 10,
  blankNextVersion: 'x',
  overBlankKb: { default: 8, '/[locale]': 4 },
  exempt: { '/keystatic/[[...params]]': 'editor' },
};

/** A build directory whose route-bundle-stats names chunks of random (incompressible) bytes. */
function fakeBuild(routes: Record<string, Record<string, number>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'js-budgets-'));
  mkdirSync(path.join(dir, '.next/diagnostics'), { recursive: true });
  mkdirSync(path.join(dir, '.next/static/chunks'), { recursive: true });
  const stats = Object.entries(routes).map(([route, chunks]) => ({
    route,
    firstLoadUncompressedJsBytes: 0,
    firstLoadChunkPaths: Object.entries(chunks).map(([name, bytes]) => {
      const chunk = `.next/static/chunks/${name}.js`;
      writeFileSync(path.join(dir, chunk), randomBytes(bytes));
      return chunk;
    }),
  }));
  writeFileSync(path.join(dir, '.next/diagnostics/route-bundle-stats.json'), JSON.stringify(stats));
  dirs.push(dir);
  return dir;
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the JavaScript budget check', () => {
  it("measures each route's first-load chunks compressed, counting a shared chunk in every route that loads it", () => {
    const dir = fakeBuild({ '/a': { shared: 4000, a: 2000 }, '/b': { shared: 4000 } });
    const measured = routeJavaScript(dir);
    const gz = (name: string) => gzipSync(readFileSync(path.join(dir, `.next/static/chunks/${name}.js`)), { level: 9 }).length / 1000;
    expect(measured.get('/a')).toBeCloseTo(gz('shared') + gz('a'), 6);
    expect(measured.get('/b')).toBeCloseTo(gz('shared'), 6);
  });

  it('refuses a route over the blank form page plus its allowance, the default for a route the file does not name', () => {
    const verdicts = checkBudgets(
      new Map([
        ['/[locale]', 14.5],
        ['/[locale]/contact', 17.9],
        ['/[locale]/pricing', 18.1],
        ['/keystatic/[[...params]]', 900],
      ]),
      budgets,
    );
    const byRoute = Object.fromEntries(verdicts.map((verdict) => [verdict.route, verdict]));
    expect(byRoute['/[locale]']).toMatchObject({ budgetKb: 14, over: true });
    expect(byRoute['/[locale]/contact']).toMatchObject({ budgetKb: 18, over: false });
    expect(byRoute['/[locale]/pricing']).toMatchObject({ budgetKb: 18, over: true });
    expect(byRoute['/keystatic/[[...params]]']).toEqual({ route: '/keystatic/[[...params]]', kb: 900, over: false });
  });

  it('says to build first when there is no build to measure', () => {
    expect(() => routeJavaScript(mkdtempSync(path.join(tmpdir(), 'js-budgets-none-')))).toThrow(/npm run build/);
  });

  it("holds the site's budgets to the DESIGN's rule: at most 8 kB over the blank app's form page, the home less", () => {
    const file = readBudgets(path.join(import.meta.dirname, '../../js-budgets.json'));
    expect(file.overBlankKb.default).toBeLessThanOrEqual(8);
    expect(file.overBlankKb['/[locale]']).toBeLessThan(file.overBlankKb.default);
    expect(Object.values(file.overBlankKb).every((kb) => kb <= 8)).toBe(true);
  });
});
