/**
 * `npm run check:budgets` (after `npm run build`): fails when a route of the build loads more
 * JavaScript than js-budgets.json allows it (docs/performance.md "JavaScript"). Part of `npm test`,
 * so CI refuses a change that breaks a budget; a new route is held to the default allowance.
 *
 * `npm run check:budgets -- --measure-blank` builds bench/blank-next with the installed Next.js,
 * measures its form page the same way and writes the figure into js-budgets.json: to be run after
 * upgrading Next.js, which the check otherwise refuses to judge against an old figure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBlankNext } from '../bench/blank-next';
import { checkBudgets, readBudgets, verdictTable } from './budgets';
import { routeJavaScript } from './route-javascript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGETS_FILE = path.join(ROOT, 'js-budgets.json');
const nextVersion: string = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;

const budgets = readBudgets(BUDGETS_FILE);

if (process.argv.includes('--measure-blank')) {
  buildBlankNext();
  const blank = routeJavaScript(path.join(ROOT, 'bench/blank-next')).get('/');
  if (blank === undefined) throw new Error('The blank app has no route `/` in its build.');
  budgets.blankFormPageKb = Math.round(blank * 10) / 10;
  budgets.blankNextVersion = nextVersion;
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`The blank Next.js ${nextVersion} app's form page loads ${budgets.blankFormPageKb} kB; written to js-budgets.json.`);
}

if (budgets.blankNextVersion !== nextVersion) {
  console.error(
    `js-budgets.json's blank-app figure was measured with Next.js ${budgets.blankNextVersion}, and Next.js ${nextVersion} is installed: run \`npm run check:budgets -- --measure-blank\`.`,
  );
  process.exit(1);
}

const verdicts = checkBudgets(routeJavaScript(ROOT), budgets);
console.log(verdictTable(verdicts, budgets));
const over = verdicts.filter((verdict) => verdict.over);
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over their JavaScript budget: ${over.map((verdict) => verdict.route).join(', ')}.`);
  process.exit(1);
}
