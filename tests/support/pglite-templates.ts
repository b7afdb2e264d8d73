import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/server/paths';
import { HOOK_TIMEOUT_MS } from './time-limits';

/** Where the worker processes find this run's templates (set before they start, so they inherit it). */
export const PGLITE_TEMPLATES_ENV = 'CHARTER_TEST_PGLITE_TEMPLATES';

export const pgliteTemplateFile = (dir: string, seeded: boolean) => path.join(dir, seeded ? 'seeded.tar' : 'empty.tar');
/** Written once both dumps are complete. */
export const pgliteTemplatesReadyFile = (dir: string) => path.join(dir, 'ready');
/** Written, with the builder's output, when it failed. */
const failedFile = (dir: string) => path.join(dir, 'failed');

/** Resolves once this run's dumps are complete; throws the builder's error if it failed. */
export async function pgliteTemplatesReady(dir: string): Promise<void> {
  const deadline = Date.now() + HOOK_TIMEOUT_MS;
  while (!existsSync(pgliteTemplatesReadyFile(dir))) {
    if (existsSync(failedFile(dir))) throw new Error(`building the PGlite templates failed:\n${readFileSync(failedFile(dir), 'utf8')}`);
    if (!existsSync(dir)) throw new Error(`the PGlite templates in ${dir} are gone: the run that built them has ended`);
    if (Date.now() > deadline) throw new Error(`the PGlite templates in ${dir} were not ready within ${HOOK_TIMEOUT_MS} ms`);
    await sleep(50);
  }
}

/**
 * Vitest globalSetup: PGlite migrated (and seeded) once per run and dumped, loaded from its dump in every test
 * file: vitest runs each file in a fresh process, and a template per process was rebuilt ~50 times (initdb,
 * migrations and seed, ~5 s each); loading a dump takes about a fifth of that. The dumps are built by a process
 * of their own (pglite-templates-build.ts) while the workers start and load their modules; a file waits for
 * them when it first opens a database. They live for the run only. The api and e2e projects both list this
 * setup: the first starts the build, the second finds it started.
 */
export default function startPgliteTemplates(): () => Promise<void> {
  const started = process.env[PGLITE_TEMPLATES_ENV];
  if (started && existsSync(started)) return async () => {};
  const dir = mkdtempSync(path.join(tmpdir(), 'charter-pglite-templates-'));
  process.env[PGLITE_TEMPLATES_ENV] = dir;
  const builder = spawn(process.execPath, ['--import', 'tsx', 'tests/support/pglite-templates-build.ts', dir], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  builder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  builder.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<void>((resolve) => {
    builder.once('error', (error) => {
      output += String(error);
      resolve();
    });
    builder.once('exit', () => resolve());
  });
  void ended.then(() => {
    if (existsSync(dir) && !existsSync(pgliteTemplatesReadyFile(dir))) writeFileSync(failedFile(dir), output.slice(-8000) || 'the builder exited without a word');
  });
  return async () => {
    if (builder.exitCode === null && builder.signalCode === null) builder.kill('SIGKILL');
    await ended;
    rmSync(dir, { recursive: true, force: true });
  };
}
