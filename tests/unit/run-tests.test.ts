/**
 * `npm test`'s runner (scripts/run-tests.ts): every suite in order, a summary of which passed,
 * failed or could not run, and a failing exit status unless all passed. Suites are run through a
 * fake here, so no command starts.
 */
import { describe, expect, it } from 'vitest';
import { NO_CHROMIUM_MESSAGE } from '../../scripts/ensure-chromium';
import { exitStatus, runCommand, runSuites, summary, testSuites, type Suite } from '../../scripts/run-tests';

const nameOf = (command: readonly string[]) => command.join(' ');

/** A fake `run` that answers each command with the status given for it (0 otherwise), and records what it ran. */
function fakeRun(statuses: Record<string, number> = {}) {
  const ran: string[] = [];
  const run = async (command: readonly string[]) => {
    ran.push(nameOf(command));
    return statuses[nameOf(command)] ?? 0;
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

describe('runCommand', () => {
  it("answers with the command's exit status, and a failure for a command that cannot start", async () => {
    expect(await runCommand([process.execPath, '-e', ''])).toBe(0);
    expect(await runCommand([process.execPath, '-e', 'process.exit(3)'])).toBe(3);
    expect(await runCommand(['a-command-that-is-not-installed'])).not.toBe(0);
  });
});
