import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/vite-plugin-messages';

export default defineConfig({
  plugins: [messagesPlugin()],
  test: {
    include: [
      'shared/**/*.test.ts',
      'lan-server/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.ts',
      'hub/**/*.test.ts',
      'bench/**/*.test.ts',
      'server-kit/**/*.test.ts',
    ],
    environment: 'node',
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
