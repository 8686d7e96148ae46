import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * tests/proof: tests that build a changed copy of the app (minutes of both cores), run alone after
 * the other suites so that they never slow a timed one (`npm run test:proof`).
 */
export default mergeConfig(base, defineConfig({ test: { include: ['tests/proof/**/*.test.ts'], maxWorkers: 1 } }));
