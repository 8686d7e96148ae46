/**
 * Every browser spec loads in Playwright's own loader, which cannot import JSON without import
 * attributes (tests/e2e/support/messages.ts): a spec that reaches the messages or a content file
 * through a library module fails to load, and only the browser stage of `npm test` would say so,
 * half an hour in. Listing the specs takes seconds and needs no build or browser.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

it('lists the tests of every spec of tests/e2e, none failing to load', async () => {
  const specs = readdirSync(path.join(ROOT, 'tests/e2e')).filter((file) => file.endsWith('.spec.ts'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--list'],
    {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  expect(stdout).not.toMatch(/Error/);
  expect(stdout).toMatch(new RegExp(`Total: \\d+ tests in ${specs.length} files`));
}, 60_000);
