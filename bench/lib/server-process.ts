import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = path.join(PROJECT_ROOT, 'dist/server/main.js');

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'long haul metrics 123' } as const;

let built: Promise<void> | undefined;

/** Builds dist/server/main.js exactly as `npm run build` / `npm start` do (once per bench run). */
export function buildServerBundle(): Promise<void> {
  built ??= (async () => {
    const buildScript = pathToFileURL(path.join(PROJECT_ROOT, 'scripts/build.mjs')).href;
    const { buildServer } = (await import(buildScript)) as { buildServer: () => Promise<void> };
    const cwd = process.cwd();
    process.chdir(PROJECT_ROOT); // build.mjs names its entry and output relative to the root
    try {
      await buildServer();
    } finally {
      process.chdir(cwd);
    }
    if (!existsSync(SERVER_BUNDLE)) throw new Error(`the build did not produce ${SERVER_BUNDLE}`);
  })();
  return built;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  name: string;
  baseUrl: string;
  pid: number | undefined;
  /** The last lines the server printed (for error messages). */
  output(): string;
  /** SIGTERM, then SIGKILL after 12 s; removes the temporary DATA_DIR (not one given in StartOptions). Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Label in messages, e.g. "pglite". */
  name: string;
  /** PostgreSQL URL; PGlite in a fresh DATA_DIR when absent. */
  databaseUrl?: string;
  /** Use this DATA_DIR (kept on stop: the caller removes it) instead of a fresh temporary one. */
  dataDir?: string;
  /** Ready within this long or the start fails (default 90 s: first-run migration and seed). */
  readyTimeoutMs?: number;
  signal?: AbortSignal;
  /** Extra node options before the bundle (e.g. a bench-only --require). */
  nodeArgs?: string[];
}

const running = new Set<ServerProcess>();

/** Stops every server this process started that is still running (exit paths and interrupts). */
export async function stopAllServers(): Promise<void> {
  await Promise.allSettled([...running].map((s) => s.stop()));
}

/**
 * Starts the production bundle as a child process on loopback, the way production runs it (own process, own
 * event loop), with a throw-away DATA_DIR, and waits until /readyz answers 200.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  await buildServerBundle();
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), `charter-bench-${options.name}-`));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_BUNDLE], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (err) => {
      lines.push(`could not run the server: ${err.message}`);
      resolve();
    });
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const server: ServerProcess = {
    name: options.name,
    baseUrl,
    pid: child.pid,
    output: () => lines.join('\n'),
    stop() {
      stopping ??= (async () => {
        if (!hasExited) {
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 12_000);
          await exited;
          clearTimeout(killer);
        }
        running.delete(server);
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  running.add(server);

  try {
    await waitReady(baseUrl, options.readyTimeoutMs ?? 90_000, () => hasExited, options.signal);
  } catch (err) {
    await server.stop();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`the ${options.name} server did not become ready: ${reason}\n--- its output ---\n${server.output() || '(none)'}`);
  }
  return server;
}

async function waitReady(baseUrl: string, timeoutMs: number, hasExited: () => boolean, signal?: AbortSignal) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the process exited');
    signal?.throwIfAborted();
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `/readyz answered ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s (${last})`);
}
