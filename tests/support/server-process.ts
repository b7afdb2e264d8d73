/**
 * The real server as a process of its own on loopback (src/server/main.ts through tsx, or a bundle that
 * scripts/build.mjs made, with plain node): a free port, the environment of a production start, its output,
 * ready, stopped with a signal. The process tests and the benches (bench/lib/server-process.ts) start it so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PROJECT_ROOT } from '../../src/server/paths';
import { timeLimit } from './time-limits';

export interface ServerProcess {
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  port: number;
  /** Set over the production start's environment (serverEnv): DATA_DIR, DATABASE_URL, ADMIN_*, … */
  env?: Record<string, string>;
  /** A built bundle to run with plain node; src/server/main.ts through tsx when absent. */
  bundle?: string;
  /** Node options before the entry (e.g. a bench-only --require). */
  nodeArgs?: string[];
}

/** The first port the kernel hands out for port 0 (Linux's ephemeral range); 32768 where it cannot be read. */
function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 11_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}
const handedOut = new Set<number>();

/** Whether a port can be bound on 127.0.0.1 now. */
function bindable(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port that was free on 127.0.0.1 a moment ago, for a process that binds it a few seconds later. It is
 * drawn below the kernel's ephemeral range: every server and client started with port 0 (other test files'
 * servers, outgoing connections) gets a port from that range, and one of them could take the port in the
 * meantime, so the process would fail to listen while another server answered in its place.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port found between 10000 and ${below}`);
}

/** Settings of this machine's environment that would change the start; a caller that wants one passes it. */
const MACHINE_SETTINGS =
  /^(DATA_DIR|DATABASE_.*|TEST_DATABASE_URL|REDIS_URL|SMTP_URL|NOTIFY_EMAIL|TRUST_PROXY|SESSION_SECRET|PUBLIC_URL|METRICS_TOKEN|ADMIN_.*|S3_.*|LOG_.*|SHUTDOWN_.*|NODE_OPTIONS|VITEST.*)$/;

/** The environment of a production start on 127.0.0.1:`port` (JSON logs at info), with `env` over it. */
export function serverEnv(port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(inherited)) if (MACHINE_SETTINGS.test(key)) delete inherited[key];
  return { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env };
}

/** Starts the server (not yet ready: see waitReady). */
export function startServerProcess(options: ServerProcessOptions): ServerProcess {
  const entry = options.bundle ? [options.bundle] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: PROJECT_ROOT,
    env: serverEnv(options.port, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // No process at all (no 'exit' follows): said in the output, so that waitReady reports it.
    child.once('error', (err) => {
      output += `could not run the server: ${err.message}\n`;
      resolve({ code: null, signal: null });
    });
  });
  return { port: options.port, url: `http://127.0.0.1:${options.port}`, child, output: () => output, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Started (a process that could not be run has no pid) and not yet exited. */
export const isRunning = (server: ServerProcess) => server.child.pid !== undefined && server.child.exitCode === null && server.child.signalCode === null;

export interface WaitOptions {
  /** What must answer 200 (default /readyz; /healthz is logged at debug, so waiting on it adds no line at info). */
  path?: string;
  signal?: AbortSignal;
}

/** Resolves once `path` answers 200; throws with the process's output if it exits or the time runs out. */
export async function waitReady(server: ServerProcess, timeoutMs: number, options: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    options.signal?.throwIfAborted();
    if (!isRunning(server)) throw new Error(`the server on port ${server.port} exited before it was ready:\n${server.output().slice(-4000)}`);
    const ready = await fetch(`${server.url}${options.path ?? '/readyz'}`, { signal: AbortSignal.timeout(timeLimit(2000)) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server on port ${server.port} was not ready within ${timeoutMs} ms:\n${server.output().slice(-4000)}`);
}

/** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs` (and the answer says so). */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<{ code: number | null; killed: boolean }> {
  if (!isRunning(server)) return { code: server.child.exitCode, killed: false };
  server.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  const outcome = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return { code: outcome.code, killed: false };
  server.child.kill('SIGKILL');
  await server.exited;
  return { code: null, killed: true };
}
