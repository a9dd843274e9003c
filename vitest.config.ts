import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// One runner for the unit, API and web component suites; the browser suite is Playwright's (e2e/).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest's default (one worker fewer than the cores) leaves one worker on a 2-core machine, while an API test
    // file spends much of its time waiting (timers, child processes, the database): two files at a time use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // One migrated database per run, copied by each test (apps/api/src/test/helpers.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // `*.pg.test.ts` needs a PostgreSQL server (several API processes on one database): run by `npm run test:pg`.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/api/src/**/*.pg.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: {
          // As apps/web/vite.config.ts resolves: `@labora/shared/<file>` to its TypeScript, `@/…` to the web source.
          conditions: ['source', ...defaultClientConditions],
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A test that types a whole form key by key (sign-up: six fields) takes about 5 s on two busy cores.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
