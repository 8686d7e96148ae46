/**
 * `npm run test:e2e` (and `npm test`) finds a Chromium, downloads Playwright's only where there is
 * none, and where that download fails too ends on one line that says what to install or set. The
 * machine's Chromium cannot be uninstalled here: the tests hide it with PATH, and point Playwright's
 * download at a server that has nothing.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH_VARIABLE,
  chromiumLaunchOptions,
  mustInstallPlaywrightChromium,
  NO_CHROMIUM_MESSAGE,
  SYSTEM_CHROMIUM_FLAGS,
  systemChromium,
} from '../../scripts/ensure-chromium';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ensure-chromium-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder holding a file named chromium, executable or not. */
function folderWithChromium(executable: boolean): string {
  const folder = newFolder();
  writeFileSync(path.join(folder, 'chromium'), '#!/bin/sh\n');
  chmodSync(path.join(folder, 'chromium'), executable ? 0o755 : 0o644);
  return folder;
}

describe('mustInstallPlaywrightChromium', () => {
  it("uses the machine's Chromium where it is installed, whether or not Playwright's is", () => {
    expect(mustInstallPlaywrightChromium({ system: true, playwright: false })).toBe(false);
    expect(mustInstallPlaywrightChromium({ system: true, playwright: true })).toBe(false);
  });

  it("uses Playwright's Chromium once it is installed", () => {
    expect(mustInstallPlaywrightChromium({ system: false, playwright: true })).toBe(false);
  });

  it("downloads Playwright's Chromium where there is none", () => {
    expect(mustInstallPlaywrightChromium({ system: false, playwright: false })).toBe(true);
  });
});

describe("the machine's Chromium", () => {
  it('is the first executable chromium on PATH, launched with the container flags', () => {
    const empty = newFolder();
    const notExecutable = folderWithChromium(false);
    const installed = folderWithChromium(true);
    const PATH = [empty, notExecutable, installed].join(path.delimiter);
    expect(systemChromium({ PATH })).toBe(path.join(installed, 'chromium'));
    expect(chromiumLaunchOptions({ PATH })).toEqual({ executablePath: path.join(installed, 'chromium'), args: SYSTEM_CHROMIUM_FLAGS });
  });

  it(`is the one ${CHROMIUM_PATH_VARIABLE} names, before any on PATH`, () => {
    const PATH = folderWithChromium(true);
    expect(systemChromium({ PATH, [CHROMIUM_PATH_VARIABLE]: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it("is none without either, so Playwright's own is launched", () => {
    expect(systemChromium({ PATH: newFolder() })).toBeUndefined();
    expect(chromiumLaunchOptions({ PATH: newFolder() })).toEqual({});
  });
});

describe('scripts/ensure-chromium.ts on a machine without a Chromium, where the download fails', () => {
  let downloadHost: Server;
  beforeAll(async () => {
    // Playwright's download host as a machine without access meets it: nothing to download.
    downloadHost = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => downloadHost.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => downloadHost.close(() => resolve())));

  /** Runs the script as `npm run test:e2e` does, with the environment changed by `changes`; its exit status and output. */
  function runScript(changes: Record<string, string | undefined>) {
    const environment = { ...process.env, ...changes };
    for (const [name, value] of Object.entries(environment)) if (value === undefined) delete environment[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ensure-chromium.ts'], { cwd: ROOT, env: environment });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (status) => resolve({ status, stdout, stderr })),
    );
  }

  const withoutChromium = () => ({
    PATH: newFolder(), // no chromium on it (and the script needs no other program)
    [CHROMIUM_PATH_VARIABLE]: undefined,
    PLAYWRIGHT_BROWSERS_PATH: newFolder(), // Playwright's own not downloaded yet
    PLAYWRIGHT_DOWNLOAD_HOST: `http://127.0.0.1:${(downloadHost.address() as AddressInfo).port}`,
  });

  it('tries the download, then says in one line what to install or set, instead of the download error', async () => {
    const { status, stdout, stderr } = await runScript(withoutChromium());
    expect(status).toBe(1);
    expect(stdout).toContain("downloading Playwright's");
    expect(stderr.trimEnd()).toBe(NO_CHROMIUM_MESSAGE);
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
    expect(NO_CHROMIUM_MESSAGE).toContain('apt-get install chromium');
    expect(NO_CHROMIUM_MESSAGE).toContain(CHROMIUM_PATH_VARIABLE);
    expect(`${stdout}${stderr}`).not.toMatch(/Error|Failed to|\n\s+at /);
  }, 120_000);

  it(`succeeds without a download where ${CHROMIUM_PATH_VARIABLE} names an executable`, async () => {
    const chromium = path.join(folderWithChromium(true), 'chromium');
    const { status, stdout, stderr } = await runScript({ ...withoutChromium(), [CHROMIUM_PATH_VARIABLE]: chromium });
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it(`says in one line when ${CHROMIUM_PATH_VARIABLE} names no executable`, async () => {
    const missing = path.join(newFolder(), 'chrome');
    const { status, stderr } = await runScript({ ...withoutChromium(), [CHROMIUM_PATH_VARIABLE]: missing });
    expect(status).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([expect.stringContaining(`${CHROMIUM_PATH_VARIABLE}=${missing}`)]);
  });
});
