/**
 * lib/runtime is the composition root (docs/architecture.md "Layout"): the one place that opens the
 * store, starts the queue and the worker and builds the providers, and that nothing else in lib/
 * imports. Everything below it receives what it needs, so it can be run on the parts a test hands it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILDERS = [
  'openStore',
  'createDeliveryContext',
  'startDeliveryQueue',
  'createRateLimiter',
  'createDeliveryWorker',
  'privacyContextOf',
];
/** What only the composition root hands out: the opened services themselves. */
const HANDED_OUT_HERE = ['getServices'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const ROOT_FILES = readdirSync(ROOT).filter((name) => /\.tsx?$/.test(name));
const outsideRuntime = ['lib', 'app', 'components', 'scripts']
  .flatMap(sourceFiles)
  .concat(ROOT_FILES)
  .filter((file) => !file.startsWith('lib/runtime/'));

describe('the composition root, lib/runtime', () => {
  it('is imported by nothing else in lib/', () => {
    const importers = outsideRuntime.filter(
      (file) => file.startsWith('lib/') && /from '@\/lib\/runtime\//.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('is the only place that hands the opened services to anything (app/, proxy.ts and the rest get wired handlers)', () => {
    const users = outsideRuntime.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return HANDED_OUT_HERE.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${file}: ${name}`);
    });
    // The retry command runs the queue of its own process: a script, like the server, at the top.
    expect(users).toEqual(['scripts/retry-dead-deliveries.ts: getServices']);
  });

  it('is the only place that calls the builders of the store, queue, worker, limiter and providers', () => {
    const callers = outsideRuntime.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return BUILDERS.filter(
        (builder) => new RegExp(`\\b${builder}\\(`).test(text) && !new RegExp(`export (async )?function ${builder}\\b`).test(text),
      ).map((builder) => `${file}: ${builder}`);
    });
    expect(callers).toEqual([]);
  });
});
