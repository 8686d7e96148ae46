/**
 * `npm run email:dev` for real: React Email's `email dev` (react-email with its matching
 * @react-email/ui, both pinned) starts offline on the written preview folder and renders a Spanish
 * preview through its own bundler and sandbox. Slow for a unit test (29 s measured on a busy 2-core
 * machine, most of it the first bundling of a template); kept in the default suite because it is
 * the only check that the pinned pair starts at all: a react-email without its matching
 * @react-email/ui asks to install it instead, and this test then fails waiting for the preview.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { writePreviewFolder } from '../../scripts/email-previews';
import { freePort } from '../helpers/server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The `email` command as the package declares it (its `bin`), not a path inside it. */
const EMAIL_CLI = path.join(
  ROOT,
  'node_modules/react-email',
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react-email/package.json'), 'utf8')).bin.email,
);

/** The page once it answers 200, polling while the server starts. */
async function pageWhenUp(url: string, child: ChildProcess, log: () => string, deadline = Date.now() + 90_000): Promise<string> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`email dev exited with ${child.exitCode}:\n${log()}`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return answer.text();
    if (Date.now() > deadline) throw new Error(`email dev did not serve ${url}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('email dev', () => {
  mkdirSync(path.join(ROOT, '.test-data'), { recursive: true });
  const root = mkdtempSync(path.join(ROOT, '.test-data', 'email-dev-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    // Its own process group: the CLI and the Next.js server it starts go together.
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(root, { recursive: true, force: true });
  });

  it('serves every language and renders a preview with its PreviewProps', { timeout: 120_000 }, async () => {
    const folder = path.relative(ROOT, writePreviewFolder(root));
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [EMAIL_CLI, 'dev', '--dir', folder, '--port', String(port)], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));

    const page = await pageWhenUp(`http://localhost:${port}/preview/es/confirmation-demo`, child, () => output);
    // The sidebar's folders are the languages; the page carries the Spanish mail with the offered times.
    for (const locale of LOCALES) expect(page).toContain(`directoryName\\":\\"${locale}\\"`);
    expect(page).toContain(translatorFor('es')('scheduling.email.confirmation.offerTitle'));
    expect(output).toMatch(/Successfully rendered confirmation-demo\.tsx/);
  });
});
