import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './paths';

/** Put into every bundle by scripts/build.mjs (esbuild `define`); not defined when the server runs from source. */
declare const __CHARTER_BUILD__: { version: string; commit: string } | undefined;

/** Which build runs: shown in the start-up log, /readyz, /metrics and the API reference (decision 0039). */
export interface BuildInfo {
  /** package.json's version. */
  version: string;
  /** The git commit it was built from (40 hex digits), or 'unknown'. */
  commit: string;
  /** The Node.js version running it (process.version). */
  node: string;
}

export const UNKNOWN_COMMIT = 'unknown';
const COMMIT = /^[0-9a-f]{7,40}$/;

/**
 * The commit of a checkout, as scripts/build.mjs finds it (keep the two in step): `git rev-parse HEAD`
 * where there is a .git, else GIT_COMMIT or SOURCE_COMMIT (a build without .git, e.g. a container build
 * given it as a build argument), else 'unknown'. Anything that is not a hash counts as unknown.
 */
export function checkoutCommit(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const candidates: (string | undefined)[] = [];
  if (existsSync(path.join(root, '.git'))) {
    try {
      candidates.push(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }));
    } catch {
      // no git on this machine, or not a repository after all: try the variables
    }
  }
  candidates.push(env.GIT_COMMIT, env.SOURCE_COMMIT);
  const commit = candidates.map((value) => value?.trim().toLowerCase() ?? '').find((value) => COMMIT.test(value));
  return commit ?? UNKNOWN_COMMIT;
}

function fromCheckout(): Omit<BuildInfo, 'node'> {
  const { version } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  return { version, commit: checkoutCommit(PROJECT_ROOT) };
}

let cached: BuildInfo | undefined;

/** The build's version and commit (the bundle's own; from the checkout when run from source), read once. */
export function buildInfo(): BuildInfo {
  cached ??= { ...(typeof __CHARTER_BUILD__ === 'undefined' ? fromCheckout() : __CHARTER_BUILD__), node: process.version };
  return cached;
}

/** The commit as people quote it: its first 12 digits. */
export const shortCommit = (commit: string): string => (commit === UNKNOWN_COMMIT ? commit : commit.slice(0, 12));
