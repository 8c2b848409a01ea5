import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects: the app in happy-dom, the worker's pure modules, the server on a real
// database, and real-browser tests that drive Chromium against the real server.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/app/setup.ts'],
        },
      },
      { test: { name: 'sw', include: ['test/sw/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // No retry here: vitest's would rerun a test in the same browser, the worker already
          // installed, so a first visit that failed would pass as a returning visitor. `npm test`
          // retries a failed browser test in a fresh process instead (scripts/browser-retry.ts).
          retry: 0,
        },
      },
    ],
  },
});
