/**
 * The last step of `npm run build`: completes `.next/standalone` so that `node server.js` in it
 * serves everything (DEPLOY.md). Next.js traces the server's code and its own build files into it,
 * but leaves out what a CDN would usually serve: `public/` (the brochure PDFs that the build's
 * first step made and the mail attaches are read from there too) and the client bundles in
 * `.next/static/`.
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STANDALONE = path.join(ROOT, '.next/standalone');

if (!existsSync(path.join(STANDALONE, 'server.js'))) {
  console.error('No .next/standalone/server.js: run `next build` first (it writes none where VERCEL is set).');
  process.exit(1);
}
cpSync(path.join(ROOT, 'public'), path.join(STANDALONE, 'public'), { recursive: true });
cpSync(path.join(ROOT, '.next/static'), path.join(STANDALONE, '.next/static'), { recursive: true });
console.log('Copied public/ and .next/static/ into .next/standalone/');
