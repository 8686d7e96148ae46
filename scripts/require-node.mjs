/**
 * First step of `npm test`, `npm run serve` and `npm start`: stops at once when the scripts run on
 * another Node.js than .nvmrc's major. `npm install` puts Node.js 24 in node_modules/.bin (the
 * `node` package, by its install script) and npm runs scripts with that folder first on PATH, so this
 * fails only when that binary is missing (install scripts skipped, e.g. `ignore-scripts`), where the
 * machine's own Node.js would otherwise run everything without a word. Plain JavaScript, so that an
 * older Node.js can run it and say so. (`npm start` then `exec`s the server: after `&&` the shell would
 * stay its parent and take npm's SIGTERM itself, leaving the server running.)
 */
import { readFileSync } from 'node:fs';

const required = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const running = process.versions.node.split('.')[0];

if (running !== required) {
  console.error(
    `This project runs on Node.js ${required}, not ${process.version} (${process.execPath}).\n` +
      `Run \`npm install\` with install scripts allowed, so that node_modules/.bin/node is Node.js ${required}, ` +
      `and run the scripts through npm; or use Node.js ${required} itself (\`nvm use\`).`,
  );
  process.exit(1);
}
