import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test tiers 1 and 2 (DESIGN "Tests"): unit tests sit beside the code as `*.test.ts(x)`; integration tests,
 * which need a database, are `*.integration.test.ts`. Tier 3 (end-to-end) is Playwright, in apps/web/e2e.
 */
export default defineConfig({
  test: {
    // Vitest's own default is one worker less than the cores: one on CI's two, with a core idle while the
    // tests wait on jsdom, imports and the database (unit:console measured 81 s on one worker, 55 s on two).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit:node',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'unit:web',
          environment: 'jsdom',
          // Pages wait on pickers and lazy chunks that a busy machine (the whole suite at once) holds up for seconds.
          testTimeout: 30_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'unit:console',
          environment: 'jsdom',
          // Pages wait on pickers and lazy chunks that a busy machine (the whole suite at once) holds up for seconds.
          testTimeout: 30_000,
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.integration.test.ts'],
          // The migrations run once; each file's database is a copy of the result (test-database.ts).
          globalSetup: ['apps/server/src/test/migrated-template.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
