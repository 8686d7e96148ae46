import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/{unit,api,abuse,integration,durability}/**/*.test.ts'],
    globalSetup: ['tests/setup/brochures.ts'],
    // API suites start production servers (`next start`); give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // next-intl's navigation imports `next/navigation` without an extension, which Node's ESM
    // loader cannot resolve (next has no exports map): let Vite resolve next-intl's imports.
    server: { deps: { inline: ['next-intl'] } },
  },
});
