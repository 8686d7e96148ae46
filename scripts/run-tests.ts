/**
 * `npm test` (README "Tests"): runs every suite in order, then prints one summary of which passed,
 * which failed and which could not run (with why, in one line), and exits with 1 unless all passed.
 * A suite runs only when what it needs is there: the suites it reads the output of (the build)
 * passed, and what it needs of the machine (a Chromium for the browser tests) is present. Otherwise
 * it is not started and counts as could not run, and the suites after it still run, so a machine
 * without a browser still learns how everything else did.
 */
import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';

export type Outcome = 'passed' | 'failed' | 'could not run';

export interface Suite {
  /** The command, as a person would type it (npm puts node_modules/.bin on PATH). */
  command: readonly string[];
  /** Suites (by command) whose output it reads: it runs only after they passed. */
  after?: readonly (readonly string[])[];
  /** What it needs of the machine, checked just before it would run: undefined when present, else why not, in one line. */
  needs?: () => string | undefined;
}

export interface SuiteResult {
  name: string;
  outcome: Outcome;
  /** Why it could not run. */
  reason?: string;
}

const nameOf = (command: readonly string[]) => command.join(' ');

/** Runs once, however many suites ask: the browser suites share one Chromium check (and its download). */
function once(check: () => string | undefined): () => string | undefined {
  let result: { value: string | undefined } | undefined;
  return () => (result ??= { value: check() }).value;
}

/** The suites of `npm test`, in order; `chromium` says whether the browser tests have a Chromium. */
export function testSuites(chromium: () => string | undefined = ensureChromium): Suite[] {
  const build = ['npm', 'run', 'build:test'];
  const browser = once(chromium);
  return [
    { command: ['npm', 'run', 'lint'] },
    { command: ['npm', 'run', 'typecheck'] },
    { command: ['npm', 'run', 'check:i18n'] },
    { command: build },
    // Refuses a route whose JavaScript outgrew its budget (js-budgets.json).
    { command: ['npm', 'run', 'check:budgets'], after: [build] },
    { command: ['vitest', 'run'], after: [build] },
    // Builds a changed copy of the app itself; alone, so that it never slows a timed suite.
    { command: ['npm', 'run', 'test:proof'] },
    { command: ['npm', 'run', 'test:e2e'], after: [build], needs: browser },
    { command: ['npm', 'run', 'test:standalone'], after: [build], needs: browser },
  ];
}

/** Runs the suites in order through `run` (which answers with the exit status), skipping those that cannot run. */
export async function runSuites(suites: readonly Suite[], run: (command: readonly string[]) => Promise<number>): Promise<SuiteResult[]> {
  const results: SuiteResult[] = [];
  for (const suite of suites) {
    const name = nameOf(suite.command);
    const unmet = (suite.after ?? []).map(nameOf).find((before) => results.find((result) => result.name === before)?.outcome !== 'passed');
    const reason = unmet !== undefined ? `\`${unmet}\` did not pass` : suite.needs?.();
    if (reason !== undefined) {
      results.push({ name, outcome: 'could not run', reason });
      continue;
    }
    results.push({ name, outcome: (await run(suite.command)) === 0 ? 'passed' : 'failed' });
  }
  return results;
}

/** The summary printed last: the counts, then one line per suite. */
export function summary(results: readonly SuiteResult[]): string {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const width = Math.max(...(['passed', 'failed', 'could not run'] as const).map((outcome) => outcome.length));
  return [
    `npm test: ${count('passed')} passed, ${count('failed')} failed, ${count('could not run')} could not run`,
    ...results.map((result) => `  ${result.outcome.padEnd(width)}  ${result.name}${result.reason ? ` (${result.reason})` : ''}`),
  ].join('\n');
}

/** 0 only when every suite ran and passed. */
export function exitStatus(results: readonly SuiteResult[]): number {
  return results.every((result) => result.outcome === 'passed') ? 0 : 1;
}

/** A suite's command with the terminal's input and output; a suite stopped by a signal failed. */
export function runCommand(command: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (status) => resolve(status ?? 1));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runSuites(testSuites(), runCommand);
  console.log(`\n${summary(results)}`);
  process.exitCode = exitStatus(results);
}
