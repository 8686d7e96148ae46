/**
 * First step of `npm run dev` and `npm run email:dev` (their `pre` scripts), the commands a marketer
 * runs (CONTENT.md "Start the editor on your computer"): in a fresh copy, node_modules is missing and
 * the next step would fail with "tsx: not found". Here, in a terminal, it says so and runs
 * `npm install` itself (the one command it would tell them to type), then lets the script go on;
 * elsewhere (CI, another script) it prints one line saying what to run and stops. Plain JavaScript
 * with no dependency, since none is installed yet, and old syntax, since any Node.js may run it
 * (scripts/require-node.mjs, next, checks the version once the install has put Node.js 24 in place).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages a marketer's scripts start with: their absence is an install not done or not finished. */
export const FIRST_PACKAGES = ['tsx', 'next', 'react-email'];

/**
 * What to tell the person, or undefined when the install is there: `script` is the npm script they
 * ran (`dev`), `missing` the packages of FIRST_PACKAGES not in node_modules.
 * @param {{ script: string; hasNodeModules: boolean; missing: string[] }} state
 * @returns {string | undefined}
 */
export function installMessage(state) {
  const again = `then \`npm run ${state.script}\` again`;
  if (!state.hasNodeModules) return `Run \`npm install\` first (one time, a few minutes), ${again}.`;
  if (state.missing.length)
    return `The install is not complete (${state.missing.join(', ')} missing): run \`npm install\` (a few minutes), ${again}.`;
  return undefined;
}

/** The script the person ran: npm runs `predev` as `npm_lifecycle_event=predev` before `dev`. */
export function scriptOf(lifecycleEvent) {
  return (lifecycleEvent || 'dev').replace(/^pre/, '') || 'dev';
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const modules = path.join(root, 'node_modules');
  const script = scriptOf(process.env.npm_lifecycle_event);
  const message = installMessage({
    script,
    hasNodeModules: existsSync(modules),
    missing: FIRST_PACKAGES.filter((name) => !existsSync(path.join(modules, name, 'package.json'))),
  });
  if (!message) return;
  // Only for a person at a terminal: a CI job or another script gets the line and decides itself.
  if (!process.stdin.isTTY || !process.stdout.isTTY || process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`The project's packages are not installed yet: running \`npm install\` now (one time, a few minutes)…`);
  // npm's own CLI when npm runs this script (the same npm, whatever the PATH), `npm` otherwise.
  const npmCli = /npm-cli\.c?js$/.test(process.env.npm_execpath || '') ? process.env.npm_execpath : undefined;
  const install = npmCli
    ? spawnSync(process.execPath, [npmCli, 'install'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['install'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (install.status !== 0) {
    console.error(`\`npm install\` did not finish (see above). Fix what it says, then \`npm run ${script}\` again.`);
    process.exit(1);
  }
  console.log(`Installed. Going on with \`npm run ${script}\`…`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
