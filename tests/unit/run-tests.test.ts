/**
 * `npm test`'s runner (scripts/run-tests.ts): every suite in order, a summary of which passed,
 * failed or could not run, naming under a failed suite what failed, and a failing exit status unless
 * all passed. Suites are run through a fake here, so no command starts, except in runCommand's own
 * tests, which start Node.js.
 */
import { describe, expect, it } from 'vitest';
import { NO_CHROMIUM_MESSAGE } from '../../scripts/ensure-chromium';
import { exitStatus, failureLines, runCommand, runSuites, summary, testSuites, type Suite } from '../../scripts/run-tests';

const nameOf = (command: readonly string[]) => command.join(' ');

/** A fake `run` that answers each command with the status given for it (0 otherwise), and records what it ran. */
function fakeRun(statuses: Record<string, number> = {}, failures: Record<string, string[]> = {}) {
  const ran: string[] = [];
  const run = async (command: readonly string[]) => {
    ran.push(nameOf(command));
    return { status: statuses[nameOf(command)] ?? 0, failures: failures[nameOf(command)] ?? [] };
  };
  return { ran, run };
}

describe('runSuites', () => {
  const build = ['build'];
  const suites: Suite[] = [
    { command: ['lint'] },
    { command: build },
    { command: ['unit'], after: [build] },
    { command: ['browser'], after: [build], needs: () => 'no browser' },
    { command: ['last'] },
  ];

  it('runs every suite in order and reports each', async () => {
    const { ran, run } = fakeRun({ lint: 1 });
    const results = await runSuites(suites, run);
    expect(results.map((result) => result.name)).toEqual(suites.map((suite) => nameOf(suite.command)));
    expect(results.find((result) => result.name === 'lint')?.outcome).toBe('failed');
    expect(results.find((result) => result.name === 'unit')?.outcome).toBe('passed');
    expect(ran).toEqual(['lint', 'build', 'unit', 'last']);
  });

  it('does not start a suite whose machine lacks what it needs, says why, and goes on', async () => {
    const { ran, run } = fakeRun();
    const results = await runSuites(suites, run);
    expect(results.find((result) => result.name === 'browser')).toEqual({
      name: 'browser',
      outcome: 'could not run',
      reason: 'no browser',
    });
    expect(ran).not.toContain('browser');
    expect(ran).toContain('last');
  });

  it('does not start a suite after one it reads from failed', async () => {
    const { ran, run } = fakeRun({ build: 2 });
    const results = await runSuites(suites, run);
    expect(results.find((result) => result.name === 'unit')).toMatchObject({
      outcome: 'could not run',
      reason: expect.stringContaining('build'),
    });
    expect(ran).toEqual(['lint', 'build', 'last']);
  });
});

describe('the summary and the exit status', () => {
  it('count and list the outcomes, with the reason of what could not run', async () => {
    const suites: Suite[] = [{ command: ['a'] }, { command: ['b'] }, { command: ['c'], needs: () => NO_CHROMIUM_MESSAGE }];
    const results = await runSuites(suites, fakeRun({ b: 1 }).run);
    const lines = summary(results).split('\n');
    expect(lines[0]).toBe('npm test: 1 passed, 1 failed, 1 could not run');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^\s+passed\s+a$/),
      expect.stringMatching(/^\s+failed\s+b$/),
      expect.stringMatching(/^\s+could not run\s+c \(.+\)$/),
    ]);
    expect(lines[3]).toContain(NO_CHROMIUM_MESSAGE);
    expect(exitStatus(results)).toBe(1);
  });

  it('name under a failed suite what failed, so that the last lines of a log say which test', async () => {
    const failed = ['FAIL  tests/api/a.test.ts > a lead > is stored', 'AssertionError: expected 500 to be 202'];
    const results = await runSuites([{ command: ['a'] }, { command: ['b'] }], fakeRun({ b: 1 }, { a: ['× not a failure'], b: failed }).run);
    const lines = summary(results).split('\n');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^\s+passed\s+a$/),
      expect.stringMatching(/^\s+failed\s+b$/),
      expect.stringMatching(/^\s+FAIL  tests\/api\/a\.test\.ts > a lead > is stored$/),
      expect.stringMatching(/^\s+AssertionError: expected 500 to be 202$/),
    ]);
  });

  it('exit with 0 only when every suite passed', async () => {
    expect(exitStatus(await runSuites([{ command: ['a'] }, { command: ['b'] }], fakeRun().run))).toBe(0);
    expect(exitStatus(await runSuites([{ command: ['a'], needs: () => 'missing' }], fakeRun().run))).toBe(1);
  });
});

describe("npm test's suites on a machine without a Chromium", () => {
  it('run every suite that needs none, report the browser suites as could not run with the one line, and fail', async () => {
    let checks = 0;
    const suites = testSuites(() => {
      checks += 1;
      return NO_CHROMIUM_MESSAGE;
    });
    const { ran, run } = fakeRun();
    const results = await runSuites(suites, run);
    const browserSuites = suites.filter((suite) => suite.needs).map((suite) => nameOf(suite.command));
    expect(browserSuites.length).toBeGreaterThan(0);
    expect(ran).toEqual(suites.filter((suite) => !suite.needs).map((suite) => nameOf(suite.command)));
    for (const name of browserSuites)
      expect(results.find((result) => result.name === name)).toMatchObject({ outcome: 'could not run', reason: NO_CHROMIUM_MESSAGE });
    expect(checks).toBe(1);
    expect(exitStatus(results)).toBe(1);
  });

  it('run the browser suites after the build, where there is a Chromium', async () => {
    const suites = testSuites(() => undefined);
    const { ran, run } = fakeRun();
    expect(exitStatus(await runSuites(suites, run))).toBe(0);
    expect(ran).toEqual(suites.map((suite) => nameOf(suite.command)));
    for (const suite of suites.filter((each) => each.needs)) expect(suite.after?.length).toBeGreaterThan(0);
  });
});

describe('failureLines', () => {
  it("keep Vitest's and Playwright's failed tests, unhandled errors and type errors, without colour, once each", () => {
    const output = [
      ' ✓ tests/unit/fine.test.ts (3 tests) 12ms',
      '\x1b[31m × a lead is stored 40ms\x1b[39m',
      ' FAIL  tests/api/leads.test.ts > a lead is stored',
      ' FAIL  tests/api/leads.test.ts > a lead is stored',
      '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯',
      'This error originated in "tests/api/leads.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself.',
      '  ✘  12 tests/e2e/forms.spec.ts:10:1 › a form posts (1.2s)',
      'lib/a.ts(3,7): error TS2322: Type string is not assignable to type number.',
      '  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
      'AssertionError: expected 500 to be 202',
      'Test Files  1 failed | 3 passed (4)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '× a lead is stored 40ms',
      'FAIL  tests/api/leads.test.ts > a lead is stored',
      '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯',
      'This error originated in "tests/api/leads.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself.',
      '✘  12 tests/e2e/forms.spec.ts:10:1 › a form posts (1.2s)',
      'lib/a.ts(3,7): error TS2322: Type string is not assignable to type number.',
      '12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
      'AssertionError: expected 500 to be 202',
    ]);
  });

  it('put the failed tests before errors a server logged, and stop at twenty lines', () => {
    const logged = Array.from({ length: 30 }, (_, index) => `Error: logged ${index}`);
    const lines = failureLines([...logged, ' FAIL  tests/api/late.test.ts > fails last'].join('\n'));
    expect(lines[0]).toBe('FAIL  tests/api/late.test.ts > fails last');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('… and 11 more');
  });
});

describe('runCommand', () => {
  it("answers with the command's exit status, and a failure for a command that cannot start", async () => {
    expect((await runCommand([process.execPath, '-e', ''])).status).toBe(0);
    expect((await runCommand([process.execPath, '-e', 'process.exit(3)'])).status).toBe(3);
    expect((await runCommand(['a-command-that-is-not-installed'])).status).not.toBe(0);
  });

  it('reads the failure lines from both streams, a line split across writes included', async () => {
    // "✘" (three bytes) is cut between its first byte and the rest.
    const script = `const mark = Buffer.from('✘'); process.stdout.write(Buffer.concat([Buffer.from(' FAIL  tests/a.test.ts > sp'), mark.subarray(0, 1)])); setTimeout(() => { process.stdout.write(Buffer.concat([mark.subarray(1), Buffer.from('lit\\n')])); console.error('TypeError: x is undefined'); process.exit(1); }, 50);`;
    // Shown here instead of on this run's own output, where it would read as a failure of this suite.
    const shown = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
    const terminal = {
      stdout: { write: (chunk: Buffer) => shown.stdout.push(chunk) },
      stderr: { write: (chunk: Buffer) => shown.stderr.push(chunk) },
    };
    const answer = await runCommand([process.execPath, '-e', script], terminal);
    expect(answer).toEqual({ status: 1, failures: ['FAIL  tests/a.test.ts > sp✘lit', 'TypeError: x is undefined'] });
    // Shown as it came, byte for byte.
    expect(Buffer.concat(shown.stdout).toString()).toBe(' FAIL  tests/a.test.ts > sp✘lit\n');
    expect(Buffer.concat(shown.stderr).toString()).toBe('TypeError: x is undefined\n');
  });

  it('keeps the start of a line longer than it keeps, written in pieces: the failed test’s mark and name', async () => {
    const script = `process.stdout.write(' FAIL  tests/long.test.ts > ' + 'x'.repeat(3000)); setTimeout(() => { process.stdout.write('y'.repeat(3000)); setTimeout(() => { process.stdout.write('z\\n'); process.exit(1); }, 20); }, 20);`;
    const terminal = { stdout: { write: () => true }, stderr: { write: () => true } };
    const { failures } = await runCommand([process.execPath, '-e', script], terminal);
    expect(failures).toEqual([expect.stringMatching(/^FAIL {2}tests\/long\.test\.ts > x{10}/)]);
  });
});
