import { defineConfig } from 'vitest/config';

/** Browser tests: the built product on a fresh embedded database, driven by playwright-core in Debian's chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/startServer.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
