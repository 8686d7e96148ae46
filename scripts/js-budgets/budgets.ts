/**
 * The JavaScript budgets (js-budgets.json), and the check of a build against them. A page may load
 * at most its allowance more JavaScript than a blank Next.js app's form page (bench/blank-next: a
 * heading and a client form posting through a server action), measured the same way.
 */
import { readFileSync } from 'node:fs';

export interface JsBudgets {
  /** The blank app's form page, kB of gzip -9 first-load JavaScript. */
  blankFormPageKb: number;
  /** The Next.js version the blank app was measured with: another version needs a new measure. */
  blankNextVersion: string;
  /** kB over the blank app's form page, per route; `default` for every route not named. */
  overBlankKb: Record<string, number> & { default: number };
  /** Routes not held to a budget, each with why. */
  exempt: Record<string, string>;
}

export interface RouteVerdict {
  route: string;
  kb: number;
  /** Undefined for an exempt route. */
  budgetKb?: number;
  over: boolean;
}

export function readBudgets(file: string): JsBudgets {
  return JSON.parse(readFileSync(file, 'utf8')) as JsBudgets;
}

/** Each route's JavaScript against its budget, largest first. */
export function checkBudgets(measured: ReadonlyMap<string, number>, budgets: JsBudgets): RouteVerdict[] {
  return [...measured]
    .map(([route, kb]) => {
      if (route in budgets.exempt) return { route, kb, over: false };
      const budgetKb = budgets.blankFormPageKb + (budgets.overBlankKb[route] ?? budgets.overBlankKb.default);
      return { route, kb, budgetKb, over: kb > budgetKb };
    })
    .sort((a, b) => b.kb - a.kb);
}

/** The table the check prints: every route, its figure, its budget and the margin. */
export function verdictTable(verdicts: readonly RouteVerdict[], budgets: JsBudgets): string {
  const rows = verdicts.map((verdict) => {
    const figures = `${verdict.kb.toFixed(1).padStart(7)} kB`;
    if (verdict.budgetKb === undefined) return `  exempt  ${verdict.route.padEnd(32)}${figures}   (${budgets.exempt[verdict.route]})`;
    const margin = verdict.budgetKb - verdict.kb;
    return `  ${verdict.over ? 'OVER  ' : 'ok    '}  ${verdict.route.padEnd(32)}${figures} of ${verdict.budgetKb.toFixed(1)} kB (${margin >= 0 ? `${margin.toFixed(1)} kB to spare` : `${(-margin).toFixed(1)} kB over`})`;
  });
  return [
    `First-load JavaScript per route, gzip -9, against the blank Next.js app's form page (${budgets.blankFormPageKb} kB) plus each route's allowance:`,
    ...rows,
  ].join('\n');
}
