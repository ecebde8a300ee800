import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { sqlText } from './scripts/sqlText.mjs';
import { pluginDiscovery } from './scripts/pluginDiscovery.mjs';

/** Unit tests run beside the code: web code in happy-dom, server code in node against real databases. */
export default defineConfig({
  plugins: [sqlText(), pluginDiscovery(fileURLToPath(new URL('./', import.meta.url)))],
  test: {
    // Vitest 4 runs availableParallelism() - 1 workers by default: ONE on a 2-core machine, so the files ran
    // one after another. Most of a server test's time is spent waiting on the database, so two workers on two
    // cores keep both busy.
    maxWorkers: 2,
    // Test servers that seed the demo skip the two years of shipment history (seedHistory's own tests make it).
    env: { PORTOLAN_DEMO_HISTORY: '0' },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['sdk/src/web/**/*.test.{ts,tsx}', 'sdk/src/testing/**/*.test.{ts,tsx}', 'core/web/**/*.test.{ts,tsx}', 'sdk/src/shared/**/*.test.ts', 'host/web/**/*.test.{ts,tsx}', 'plugins/*/web/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['sdk/src/server/**/*.test.ts', 'core/server/**/*.test.ts', 'plugins/*/shared/**/*.test.ts', 'host/server/**/*.test.ts', 'plugins/*/server/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
