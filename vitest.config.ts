import { defineConfig } from 'vitest/config';

// One runner for the unit and API suites; the browser suite is Playwright's (e2e/).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
