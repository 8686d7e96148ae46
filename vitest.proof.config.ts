import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * tests/proof: tests that build a changed copy of the app (minutes of both cores), run alone after
 * the other suites so that they never slow a timed one (`npm run test:proof`). The base's include
 * is replaced, not merged.
 */
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/proof/**/*.test.ts'], maxWorkers: 1 } });
