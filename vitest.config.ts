import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
// Named .js as Vite's config loader asks; TypeScript and Vite both read tests/support/time-limits.ts.
import SlowestProjectsFirst from './tests/support/run-order.js';
import { HOOK_TIMEOUT_MS, POLL_TIMEOUT_MS, TEARDOWN_TIMEOUT_MS, TEST_TIMEOUT_MS } from './tests/support/time-limits.js';

/**
 * src tests that open a real PGlite or PostgreSQL themselves (migrations, the seed, the backup's catalogue,
 * the database error classes): seconds each, so they stay out of the unit project.
 */
const SRC_DATABASE_TESTS = [
  'src/server/backup/migration-catalog.test.ts',
  'src/server/db/errors.test.ts',
  'src/server/db/migrate.test.ts',
  'src/server/db/seed/seed.test.ts',
];

/**
 * The api and process files that replace a module with vi.mock: the module graph the other files share in a
 * worker would already hold the real module, so each of these runs in a process of its own.
 */
const MOCKING_FILES = ['tests/api', 'tests/process'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name).split(path.sep).join('/'))
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'))),
);

/** PGlite migrated and seeded once per run (built beside the workers' start), loaded from its dump by every file that opens a test database. */
const PGLITE_TEMPLATES = 'tests/support/pglite-templates.ts';
/** This run's folder for the server bundles the api files build (one per worker), removed at the end. */
const SERVER_BUNDLES = 'tests/support/server-bundles.ts';
/** The built web app the end-to-end specs load (built when missing or stale). */
const WEB_BUILD = 'tests/support/web-build.ts';

/** What every project shares: projects inherit nothing from the root config unless told to. */
const shared = {
  environment: 'node',
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: HOOK_TIMEOUT_MS,
  expect: { poll: { timeout: POLL_TIMEOUT_MS } },
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Each project pays only for what its files need: `vitest run --project unit` or a single src file starts no
 * build and no database. Every project runs in the one pool of the root's maxWorkers, whichever projects run:
 * four on the 2-core machines. An end-to-end or process file spends much of its time waiting on Chromium, a
 * child server or a timer: a fourth worker fills that, and the cores are then busy 98% of the run
 * (docs/decisions/0073). `--maxWorkers=N` changes it.
 */
export default defineConfig({
  test: {
    maxWorkers: 4,
    sequence: { sequencer: SlowestProjectsFirst },
    teardownTimeout: TEARDOWN_TIMEOUT_MS,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          // Pure tests: no database, no server, no setup. One long-lived process per worker runs file after
          // file (no process per file); they share no state that needs a fresh module graph.
          include: ['src/**/*.test.ts'],
          exclude: SRC_DATABASE_TESTS,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'lint',
          // ESLint over the repository's own config and code: seconds each, no setup.
          include: ['tests/lint/**/*.test.ts'],
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'db',
          // src tests on a real database they open themselves: a process per file, no template.
          include: SRC_DATABASE_TESTS,
          pool: 'forks',
        },
      },
      {
        test: {
          ...shared,
          name: 'api',
          // Real servers and processes on PGlite (and PostgreSQL), on the run's PGlite dumps. A worker runs file
          // after file in one process with one module graph: each file starts its own servers and databases
          // and closes them (a server holds no state in its modules), and loading the server's modules once
          // per worker instead of once per file saves seconds a file.
          include: ['tests/api/**/*.test.ts', 'tests/process/**/*.test.ts'],
          exclude: MOCKING_FILES,
          globalSetup: [PGLITE_TEMPLATES, SERVER_BUNDLES],
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'api-mocks',
          include: MOCKING_FILES,
          globalSetup: [PGLITE_TEMPLATES, SERVER_BUNDLES],
          pool: 'forks',
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          // Real Chromium against the built web app, on the run's PGlite dumps.
          include: ['tests/e2e/**/*.spec.ts'],
          // The templates first: their build runs in a process of its own, beside the web build.
          globalSetup: [PGLITE_TEMPLATES, WEB_BUILD],
          pool: 'forks',
          // As in api: one module graph per worker; each file launches its own Chromium and server.
          isolate: false,
        },
      },
    ],
  },
});
