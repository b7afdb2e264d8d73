/**
 * The real server process (src/server/main.ts) started with PostgreSQL out of reach: it retries with
 * backoff for DATABASE_CONNECT_TIMEOUT_MS, logging host, port and cause on each attempt (never the
 * password), then exits 1 with one plain line; and when PostgreSQL appears within the window, it starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { timeLimit } from '../support/time-limits';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { refusingPort, startTcpRelay, type TcpRelay } from '../support/tcp-relay';

const PASSWORD = 's3cret-Pa55word';

const dataDirs: string[] = [];
const running: ServerProcess[] = [];

async function startServer(databaseUrl: string, connectWindowMs: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-pgstart-'));
  dataDirs.push(dataDir);
  const proc = startServerProcess({
    port: await refusingPort(),
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_CONNECT_TIMEOUT_MS: String(connectWindowMs) },
  });
  running.push(proc);
  return proc;
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** The pino lines of "could not reach PostgreSQL" in the process's stdout. */
function connectAttempts(stdout: string): { host: string; port: number; cause: string; attempt: number; time: number; level: number }[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; host: string; port: number; cause: string; attempt: number; time: number; level: number })
    .filter((line) => line.msg === 'could not reach PostgreSQL');
}

afterEach(async () => {
  for (const proc of running.splice(0)) {
    if (proc.child.exitCode === null && proc.child.signalCode === null) {
      proc.child.kill('SIGKILL');
      await proc.exited;
    }
  }
});

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('starting the server while PostgreSQL is out of reach', () => {
  it('retries with backoff for the window, logging host, port and cause, then exits 1 with one plain line and no stack', async () => {
    const port = await refusingPort();
    const proc = await startServer(`postgres://charter:${PASSWORD}@127.0.0.1:${port}/charter`, 1500);
    const { code } = await within(proc.exited, timeLimit(30_000), 'the exit');
    expect(code, proc.stdout() + proc.stderr()).toBe(1);
    expect(proc.stderr()).toBe(`Could not reach PostgreSQL at 127.0.0.1:${port} after 1.5 s (ECONNREFUSED); check DATABASE_URL\n`);

    const attempts = connectAttempts(proc.stdout());
    // Backoff (250 ms doubling) within a 1.5 s window makes attempts at about 0, 250 and 750 ms, then one as the
    // window ends (p-retry cuts the last wait to the time left). That wait can end a millisecond short of the
    // window, as timers and clocks round, which leaves room for one more: five at most, however fast the machine
    // (a slow one makes fewer); retrying without a wait would make hundreds.
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(5);
    for (const [i, attempt] of attempts.entries()) {
      expect(attempt).toMatchObject({ host: '127.0.0.1', port, cause: 'ECONNREFUSED', attempt: i + 1, level: 40 });
    }

    const everything = proc.stdout() + proc.stderr();
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toMatch(/\n\s+at /);
    expect(everything).not.toContain('Failed query');
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('when PostgreSQL becomes reachable within the window', () => {
    let copy: TestDatabaseHandle | undefined;
    let relay: TcpRelay | undefined;
    afterAll(async () => {
      await relay?.stop();
      await copy?.close();
    });

    it('starts normally and answers /readyz once a relay to the real PostgreSQL opens after about 1.5 s', async () => {
      copy = await openTestDatabase('postgres');
      const direct = new URL(copy.url!);
      // The relay's port is fixed now but nothing listens on it yet: the server's first attempts are refused.
      relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) }, { port: await refusingPort(), listening: false });
      const proc = await startServer(relay.urlFor(copy.url!), timeLimit(30_000));

      // Open the way only once the server has been refused at least once.
      await within(
        (async () => {
          while (connectAttempts(proc.stdout()).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        })(),
        timeLimit(30_000),
        'a first refused attempt',
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await relay.start();

      const deadline = Date.now() + timeLimit(120_000);
      let ready = 0;
      while (Date.now() < deadline && ready !== 200) {
        expect(proc.child.exitCode, proc.stdout() + proc.stderr()).toBeNull();
        ready = await fetch(`${proc.url}/readyz`, { signal: AbortSignal.timeout(timeLimit(2000)) }).then((r) => r.status, () => 0);
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(ready, proc.stdout() + proc.stderr()).toBe(200);
      expect(connectAttempts(proc.stdout())[0]).toMatchObject({ host: '127.0.0.1', port: relay.port, cause: 'ECONNREFUSED' });
      expect(proc.stderr()).toBe('');
      const regions = (await (await fetch(`${proc.url}/api/regions`)).json()) as { code: string }[];
      expect(regions.map((r) => r.code)).toEqual(['WA', 'QLD']);

      proc.child.kill('SIGTERM');
      expect((await within(proc.exited, timeLimit(15_000), 'the exit after SIGTERM')).code).toBe(0);
    }, timeLimit(90_000));
  });
});
