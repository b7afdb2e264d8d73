import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startServerProcess, stopServerProcess, waitReady } from '../../tests/support/server-process';

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

export interface BenchServer {
  name: string;
  baseUrl: string;
  pid: number | undefined;
  /** What the server printed so far (stdout and stderr). */
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

const running = new Set<BenchServer>();

/** Stops every server this process started that is still running (exit paths and interrupts). */
export async function stopAllServers(): Promise<void> {
  await Promise.allSettled([...running].map((s) => s.stop()));
}

/**
 * Starts the production bundle as a child process on loopback, the way production runs it (own process, own
 * event loop), with a throw-away DATA_DIR, and waits until /readyz answers 200.
 */
export async function startServer(options: StartOptions): Promise<BenchServer> {
  await buildServerBundle();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), `charter-bench-${options.name}-`));
  const proc = startServerProcess({
    bundle: SERVER_BUNDLE,
    port: await freePort(),
    nodeArgs: options.nodeArgs,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });

  let stopping: Promise<void> | undefined;
  const server: BenchServer = {
    name: options.name,
    baseUrl: proc.url,
    pid: proc.child.pid,
    output: proc.output,
    stop() {
      stopping ??= (async () => {
        await stopServerProcess(proc, 'SIGTERM', 12_000);
        running.delete(server);
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  running.add(server);

  try {
    await waitReady(proc, options.readyTimeoutMs ?? 90_000, { signal: options.signal });
  } catch (err) {
    await server.stop();
    throw new Error(`the ${options.name} server did not become ready: ${err instanceof Error ? err.message : String(err)}`);
  }
  return server;
}
