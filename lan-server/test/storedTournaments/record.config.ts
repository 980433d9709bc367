import { defineConfig } from 'vitest/config';

/** Records the stored-tournaments fixture (record.run.ts says when); never part of the test run. */
export default defineConfig({
  test: {
    include: ['lan-server/test/storedTournaments/record.run.ts'],
    environment: 'node',
    testTimeout: 300_000,
  },
});
