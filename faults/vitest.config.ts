import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the fault suite (docs/performance.md) against the real built server in child
 * processes, on loopback only. Files run one at a time: they kill and restart servers and must not fight over
 * the CPU.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['faults/**/*.fault.ts'],
    environment: 'node',
    globalSetup: ['faults/globalSetup.ts'],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
