/**
 * Before the browser tests (`npm run test:e2e`, `npm run test:standalone`, and `npm test`, which
 * reports them as could not run without one): makes sure Playwright has a Chromium to launch, so a
 * fresh machine needs no step of its own. The one the tests launch (playwright.config.ts reads
 * `chromiumLaunchOptions`):
 * 1. the executable named by PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, where it is set (any Chromium or Chrome);
 * 2. else a `chromium` on PATH (Debian's package: /usr/bin/chromium), with the flags a container needs;
 * 3. else Playwright's own, downloaded once here (`playwright install chromium`, with its headless shell).
 * Where that download fails (no access to Playwright's download host, docs/notes.md "Playwright and
 * Chromium"), its retries and stack are not shown: one line says what to install or set.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';

/** The variable that names the Chromium (or Chrome) executable for the browser tests. */
export const CHROMIUM_PATH_VARIABLE = 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH';

/** Flags for the machine's Chromium in a container: no sandbox or GPU there, and no background traffic. */
export const SYSTEM_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The one line the browser tests end on where there is no Chromium and none can be downloaded. */
export const NO_CHROMIUM_MESSAGE =
  `No Chromium for the browser tests, and Playwright could not download its own: ` +
  `install Debian's (apt-get install chromium) or set ${CHROMIUM_PATH_VARIABLE} to a Chromium or Chrome executable.`;

type Environment = Readonly<Record<string, string | undefined>>;

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The machine's Chromium: the variable's, else the first executable `chromium` on PATH; undefined where there is none. */
export function systemChromium(environment: Environment = process.env): string | undefined {
  const named = environment[CHROMIUM_PATH_VARIABLE];
  if (named) return named;
  const folders = (environment.PATH ?? '').split(path.delimiter).filter(Boolean);
  return folders.map((folder) => path.join(folder, 'chromium')).find(isExecutableFile);
}

/** Playwright's launch options for the browser tests: the machine's Chromium where there is one, else Playwright's own. */
export function chromiumLaunchOptions(environment: Environment = process.env): LaunchOptions {
  const executablePath = systemChromium(environment);
  return executablePath ? { executablePath, args: SYSTEM_CHROMIUM_FLAGS } : {};
}

/** Download Playwright's Chromium only when neither the machine's nor Playwright's own is there. */
export function mustInstallPlaywrightChromium(present: { system: boolean; playwright: boolean }): boolean {
  return !present.system && !present.playwright;
}

/** `playwright install chromium`, its output kept back: whether it succeeded. */
function installPlaywrightChromium(environment: Environment): boolean {
  console.log("No Chromium on this machine: downloading Playwright's for the browser tests (once)…");
  const cli = path.resolve(import.meta.dirname, '../node_modules/@playwright/test/cli.js');
  const install = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
    env: environment as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return install.status === 0;
}

/**
 * Makes sure the browser tests have a Chromium, downloading Playwright's where there is none:
 * undefined when they have one, else the one line that says what to do.
 */
export function ensureChromium(environment: Environment = process.env): string | undefined {
  const named = environment[CHROMIUM_PATH_VARIABLE];
  if (named && !isExecutableFile(named)) {
    return `${CHROMIUM_PATH_VARIABLE}=${named} is not an executable file: point it at a Chromium or Chrome, or unset it.`;
  }
  const present = { system: systemChromium(environment) !== undefined, playwright: existsSync(chromium.executablePath()) };
  if (!mustInstallPlaywrightChromium(present)) return undefined;
  return installPlaywrightChromium(environment) ? undefined : NO_CHROMIUM_MESSAGE;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = ensureChromium();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
