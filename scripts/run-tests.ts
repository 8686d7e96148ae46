/**
 * `npm test` (README "Tests"): runs every suite in order, then prints one summary of which passed,
 * which failed and which could not run (with why, in one line), and exits with 1 unless all passed.
 * A suite runs only when what it needs is there: the suites it reads the output of (the build)
 * passed, and what it needs of the machine (a Chromium for the browser tests) is present. Otherwise
 * it is not started and counts as could not run, and the suites after it still run, so a machine
 * without a browser still learns how everything else did. Under a failed suite the summary repeats
 * the lines of its output that name what failed (a test, an unhandled error, a type error), so the
 * summary alone, the last lines a CI log shows, says which test to look at.
 */
import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
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
  /** Of a failed suite: the lines of its output that name what failed. */
  failures?: string[];
}

/** What a suite's run answers: its exit status, and the lines of its output that name what failed. */
export interface RunAnswer {
  status: number;
  failures: string[];
}

/** At most this many failure lines per suite, each cut at FAILURE_LINE_LENGTH: a summary, not a log. */
const MAX_FAILURE_LINES = 20;
const FAILURE_LINE_LENGTH = 300;

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
export async function runSuites(suites: readonly Suite[], run: (command: readonly string[]) => Promise<RunAnswer>): Promise<SuiteResult[]> {
  const results: SuiteResult[] = [];
  for (const suite of suites) {
    const name = nameOf(suite.command);
    const unmet = (suite.after ?? []).map(nameOf).find((before) => results.find((result) => result.name === before)?.outcome !== 'passed');
    const reason = unmet !== undefined ? `\`${unmet}\` did not pass` : suite.needs?.();
    if (reason !== undefined) {
      results.push({ name, outcome: 'could not run', reason });
      continue;
    }
    const { status, failures } = await run(suite.command);
    results.push(status === 0 ? { name, outcome: 'passed' } : { name, outcome: 'failed', failures });
  }
  return results;
}

/** The summary printed last: the counts, then one line per suite. */
export function summary(results: readonly SuiteResult[]): string {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const width = Math.max(...(['passed', 'failed', 'could not run'] as const).map((outcome) => outcome.length));
  return [
    `npm test: ${count('passed')} passed, ${count('failed')} failed, ${count('could not run')} could not run`,
    ...results.flatMap((result) => [
      `  ${result.outcome.padEnd(width)}  ${result.name}${result.reason ? ` (${result.reason})` : ''}`,
      ...(result.failures ?? []).map((line) => `${' '.repeat(width + 4)}${line}`),
    ]),
  ].join('\n');
}

/** 0 only when every suite ran and passed. */
export function exitStatus(results: readonly SuiteResult[]): number {
  return results.every((result) => result.outcome === 'passed') ? 0 : 1;
}

// What Vitest, Playwright, tsc and ESLint print where something failed: a failed file or test
// (Vitest's "FAIL" and "×", Playwright's "✘"), an unhandled error and the test Vitest blames for it
// (which fails Vitest with every test passed), a type or lint error. Then, after those, an error's
// first line, which a passing test's server may also log, so it comes last.
const NAMED_FAILURE =
  /^\s*(FAIL\s|[×✗✘]\s|\d+:\d+\s+error\s)|Unhandled (Errors?|Rejection)|error originated in|latest test that might've caused|\berror TS\d+:/;
const ERROR_LINE = /^\s*\w*Error:\s/;
// The terminal's colour codes, which a forced colour adds.
const COLOUR_CODE = /\x1b\[[0-9;]*m/g;

/** The lines of a suite's output that name what failed, once each, the failed tests first, at most MAX_FAILURE_LINES. */
export function failureLines(output: string): string[] {
  const lines = output
    .replace(COLOUR_CODE, '')
    .split(/\r?\n/)
    .filter((line) => NAMED_FAILURE.test(line) || ERROR_LINE.test(line))
    .map((line) => line.trim().slice(0, FAILURE_LINE_LENGTH));
  const distinct = [...new Set([...lines.filter((line) => NAMED_FAILURE.test(line)), ...lines])];
  return distinct.length > MAX_FAILURE_LINES
    ? [...distinct.slice(0, MAX_FAILURE_LINES), `… and ${distinct.length - MAX_FAILURE_LINES} more`]
    : distinct;
}

/** Where a suite's output is shown: the process's own streams, but for runCommand's tests. */
export interface Terminal {
  stdout: { isTTY?: boolean; write(chunk: Buffer): unknown };
  stderr: { write(chunk: Buffer): unknown };
}

/**
 * A suite's command, its output passed through to the terminal as it comes and read for the lines
 * that name a failure; a suite stopped by a signal failed. The tools see a pipe, not a terminal, so
 * they are asked for colour when there is a terminal to show it.
 */
export function runCommand(command: readonly string[], terminal: Terminal = process): Promise<RunAnswer> {
  return new Promise((resolve) => {
    const env = terminal.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command[0]!, command.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], env });
    // One reader per stream: a line of stdout and one of stderr may arrive in the same moment.
    const readers = [child.stdout, child.stderr].map((stream, index) => {
      const reader = new FailureReader();
      const shown = index === 0 ? terminal.stdout : terminal.stderr;
      stream.on('data', (chunk: Buffer) => {
        shown.write(chunk);
        reader.read(chunk);
      });
      return reader;
    });
    child.on('error', () => resolve({ status: 127, failures: [`\`${command[0]}\` could not start`] }));
    child.on('close', (status) =>
      resolve({ status: status ?? 1, failures: failureLines(readers.map((reader) => reader.text()).join('\n')) }),
    );
  });
}

/** Lines kept while a suite runs, of each kind: enough that its failed tests, printed last, are still among them. */
const MAX_KEPT_LINES = 1_000;

/** Keeps the output's failure lines as it streams: whole lines only, each once, a bounded number of each kind. */
class FailureReader {
  private partial = '';
  // A character whose bytes two chunks share is read whole.
  private readonly decoder = new StringDecoder('utf8');
  private readonly named = new Set<string>();
  private readonly errors = new Set<string>();

  read(chunk: Buffer) {
    const lines = (this.partial + this.decoder.write(chunk)).split('\n');
    // A line without its end yet waits for the next chunk; a line that never ends is cut, its start
    // kept: that is where a failed test's mark and name are.
    this.partial = lines.pop()!.slice(0, FAILURE_LINE_LENGTH * 4);
    for (const line of lines) {
      const plain = line.replace(COLOUR_CODE, '').slice(0, FAILURE_LINE_LENGTH * 4);
      const kept = NAMED_FAILURE.test(plain) ? this.named : ERROR_LINE.test(plain) ? this.errors : undefined;
      if (kept && kept.size < MAX_KEPT_LINES) kept.add(plain);
    }
  }

  text() {
    return [...this.named, ...this.errors, this.partial].join('\n');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runSuites(testSuites(), runCommand);
  console.log(`\n${summary(results)}`);
  process.exitCode = exitStatus(results);
}
