/**
 * Every time limit of the tests comes from here: vitest's test and hook timeouts, expect.poll's deadline,
 * waits for a server or a process, polling deadlines. None is a measure of speed (durations belong to
 * `npm run bench`); each only bounds how long a test waits before it fails instead of hanging. The figures
 * hold on a loaded 2-core machine; a slower one raises TEST_TIME_SCALE (e.g. `TEST_TIME_SCALE=3 npm test`),
 * which multiplies all of them, rather than any one test's figure.
 *
 * Imported by vitest.config.ts too, so it imports nothing.
 */

function readScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`TEST_TIME_SCALE must be a positive number, not "${raw}"`);
  return scale;
}

/** TEST_TIME_SCALE, 1 when unset. */
export const TIME_SCALE = readScale(process.env.TEST_TIME_SCALE);

/** A limit of `ms` on an ordinary machine, scaled by TEST_TIME_SCALE. */
export function timeLimit(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}

/** Each test (vitest's testTimeout). */
export const TEST_TIMEOUT_MS = timeLimit(120_000);
/** Each beforeAll/afterAll and the like (vitest's hookTimeout): starting servers, databases, browsers. */
export const HOOK_TIMEOUT_MS = timeLimit(120_000);
/** vitest's teardownTimeout: the globalSetup teardowns at the end of the run. */
export const TEARDOWN_TIMEOUT_MS = timeLimit(30_000);
/** expect.poll's deadline unless a test names its own. */
export const POLL_TIMEOUT_MS = timeLimit(10_000);
/**
 * A server process's start until it answers, a first one included: tsx compiling the server (or the bundle
 * loading), PGlite's initdb, the migrations and the seed; minutes on a loaded machine.
 */
export const SERVER_START_MS = timeLimit(180_000);
