import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium through playwright-core against the built renderer.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
