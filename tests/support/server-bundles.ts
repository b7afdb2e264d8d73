import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/paths';

/** The folder under dist/ where this run's workers build their server bundles (app-instances.ts). */
export const SERVER_BUNDLES_ENV = 'CHARTER_TEST_SERVER_BUNDLES';

/**
 * Vitest globalSetup: one folder under dist/ for the server bundles this run's workers build (a worker's
 * files share one), removed with all of them when the run ends: workers are stopped without their exit
 * handlers running. Listed by the api projects; the second finds it made.
 */
export default function serverBundles(): () => void {
  if (process.env[SERVER_BUNDLES_ENV]) return () => {};
  mkdirSync(path.join(PROJECT_ROOT, 'dist'), { recursive: true });
  const dir = mkdtempSync(path.join(PROJECT_ROOT, 'dist', 'test-bundles-'));
  process.env[SERVER_BUNDLES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
