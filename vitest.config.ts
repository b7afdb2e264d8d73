import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'tests/e2e/**/*.spec.ts'],
    environment: 'node',
    // End-to-end specs need the built web app (built once, skipped when up to date); every test file loads
    // the PGlite templates dumped once per run.
    globalSetup: ['tests/support/web-build.ts', 'tests/support/pglite-templates.ts'],
    // Every test file runs in its own process; two workers suit the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    teardownTimeout: 20_000,
  },
});
