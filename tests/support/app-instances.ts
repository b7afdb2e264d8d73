/**
 * Several real server processes (the bundle scripts/build.mjs makes, run with plain node) on one
 * PostgreSQL database made empty for the test: start, wait until ready, stop with a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PROJECT_ROOT } from '../../src/server/paths';

export interface AppInstance {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), so far. */
  output(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Builds the server bundle into a folder of its own under dist/ (removed by `remove`). */
export async function buildServerBundle(): Promise<{ bundle: string; remove(): void }> {
  const outdir = path.join(PROJECT_ROOT, 'dist', `process-test-${process.pid}-${Date.now().toString(36)}`);
  const { buildServer } = (await import(pathToFileURL(path.join(PROJECT_ROOT, 'scripts/build.mjs')).href)) as { buildServer: (outdir: string) => Promise<void> };
  const cwd = process.cwd();
  process.chdir(PROJECT_ROOT); // build.mjs names its entries relative to the root
  try {
    await buildServer(outdir);
  } finally {
    process.chdir(cwd);
  }
  return { bundle: path.join(outdir, 'main.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** An empty database on the TEST_DATABASE_URL server (never migrated), dropped by `drop`. */
export async function createEmptyDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The environment of a production start, without anything of this machine that would change it. */
function instanceEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(inherited)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|REDIS_URL|SMTP_URL|NOTIFY_EMAIL|TRUST_PROXY|SESSION_SECRET|PUBLIC_URL|ADMIN_.*|S3_.*|SHUTDOWN_.*|NODE_OPTIONS|VITEST.*)$/.test(key)) delete inherited[key];
  }
  return { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env };
}

/** Starts the bundle on `port` (127.0.0.1) with `env` (DATABASE_URL, DATA_DIR, …) over a production start's. */
export function startInstance(bundle: string, port: number, env: Record<string, string>): AppInstance {
  const child = spawn(process.execPath, [bundle], { cwd: PROJECT_ROOT, env: instanceEnv(port, env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { port, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

export const isRunning = (instance: AppInstance) => instance.child.exitCode === null && instance.child.signalCode === null;

/** Resolves once /readyz answers 200; throws with the process's output if it exits or the time runs out. */
export async function waitReady(instance: AppInstance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(instance)) throw new Error(`the server on port ${instance.port} exited before it was ready:\n${instance.output().slice(-4000)}`);
    const ready = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server on port ${instance.port} was not ready within ${timeoutMs} ms:\n${instance.output().slice(-4000)}`);
}

/** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs` (and the answer says so). */
export async function stopInstance(instance: AppInstance, signal: NodeJS.Signals, timeoutMs: number): Promise<{ code: number | null; killed: boolean }> {
  if (!isRunning(instance)) return { code: instance.child.exitCode, killed: false };
  instance.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  const outcome = await Promise.race([instance.exited, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return { code: outcome.code, killed: false };
  instance.child.kill('SIGKILL');
  await instance.exited;
  return { code: null, killed: true };
}

/** A private temporary folder named charter-<what>-… (the tests remove what they make in /tmp). */
export const tempDir = (what: string) => mkdtempSync(path.join(os.tmpdir(), `charter-${what}-`));

/** The JSON log lines of an instance's output whose message matches. */
export function logLines(instance: AppInstance, message: RegExp): Record<string, unknown>[] {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => typeof line.msg === 'string' && message.test(line.msg));
}
