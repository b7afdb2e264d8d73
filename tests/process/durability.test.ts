/**
 * The real server process (src/server/main.ts) on a PGlite DATA_DIR: a committed booking request survives
 * SIGKILL, the stale lock of the killed process is taken over, a second process on a directory in use is
 * refused, and SIGTERM finishes the request in flight before exiting 0.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import { bookingRequests } from '../../src/server/db/schema';
import { freePort, isRunning, startServerProcess, waitReady, type ServerProcess } from '../support/server-process';

const ADMIN_EMAIL = 'ops@example.com';
const ADMIN_PASSWORD = 'durable-password-123';
/** First start on an empty directory runs the migrations and the seed. */
const FIRST_START_MS = SERVER_START_MS;
const RESTART_MS = SERVER_START_MS;

/** main.ts through tsx on `dataDir`, with the bootstrap admin configured. */
async function startProcess(dataDir: string): Promise<ServerProcess> {
  // No drain: the SIGTERM test proves the close itself (the drain: tests/process/rolling-restart.test.ts).
  return startServerProcess({ port: await freePort(), env: { DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, SHUTDOWN_DRAIN_MS: '0' } });
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function postBooking(proc: ServerProcess, contactName: string): Promise<{ status: number; id: number }> {
  const response = await fetch(`${proc.url}/api/booking-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proc.url },
    body: JSON.stringify({ contactName, contactEmail: 'durable@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 2 }),
  });
  const body = (await response.json()) as { id: number };
  return { status: response.status, id: body.id };
}

/** Signs in as the bootstrap admin and reads the booking requests through the admin API. */
async function adminBookingRequests(proc: ServerProcess): Promise<{ id: number; contactName: string }[]> {
  const login = await fetch(`${proc.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proc.url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = await fetch(`${proc.url}/api/admin/booking-requests`, { headers: { cookie } });
  expect(list.status).toBe(200);
  return ((await list.json()) as { items: { id: number; contactName: string }[] }).items;
}

describe('the server process on a PGlite DATA_DIR', () => {
  let dataDir: string;
  const started: ServerProcess[] = [];
  let current: ServerProcess | undefined;
  let killedBookingId = 0;

  const lockFile = () => path.join(dataDir, 'server.lock');

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-durability-'));
  });

  afterAll(async () => {
    for (const proc of started) {
      if (isRunning(proc)) {
        proc.child.kill('SIGKILL');
        await proc.exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'first start on an empty DATA_DIR migrates, seeds, creates the admin and gets ready',
    async () => {
      current = await startProcess(dataDir);
      started.push(current);
      await waitReady(current, FIRST_START_MS);
      const regions = (await (await fetch(`${current.url}/api/regions`)).json()) as { code: string }[];
      expect(regions.map((r) => r.code)).toEqual(['WA', 'QLD']);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(current.child.pid));
    },
    FIRST_START_MS + timeLimit(10_000),
  );

  it(
    'a booking request answered 201 survives SIGKILL; the restarted process takes the stale lock over',
    async () => {
      const proc = current!;
      const booking = await postBooking(proc, 'Killed Before Shutdown');
      expect(booking.status).toBe(201);
      killedBookingId = booking.id;

      proc.child.kill('SIGKILL');
      expect((await proc.exited).signal).toBe('SIGKILL');
      // The killed process could not remove its lock.
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(proc.child.pid));

      current = await startProcess(dataDir);
      started.push(current);
      await waitReady(current, RESTART_MS);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(current.child.pid));

      const items = await adminBookingRequests(current);
      expect(items.filter((i) => i.id === killedBookingId)).toEqual([
        expect.objectContaining({ id: killedBookingId, contactName: 'Killed Before Shutdown' }),
      ]);
      // The restart did not seed a second time.
      const regions = (await (await fetch(`${current.url}/api/regions`)).json()) as unknown[];
      expect(regions).toHaveLength(2);
    },
    RESTART_MS + timeLimit(20_000),
  );

  it(
    'a second process on the same DATA_DIR exits non-zero naming the lock, and the first keeps running',
    async () => {
      const intruder = await startProcess(dataDir);
      started.push(intruder);
      const { code } = await withTimeout(intruder.exited, timeLimit(30_000), 'the second process exiting');
      expect(code).not.toBe(0);
      expect(intruder.output()).toMatch(new RegExp(`in use by process ${current!.child.pid}`));
      expect(intruder.output()).toContain(dataDir);

      expect(isRunning(current!)).toBe(true);
      expect((await fetch(`${current!.url}/readyz`)).status).toBe(200);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(current!.child.pid));
    },
  );

  it(
    'SIGTERM lets the request in flight finish (201), then exits 0 and releases the lock',
    async () => {
      const proc = current!;
      const body = JSON.stringify({ contactName: 'In Flight At Shutdown', contactEmail: 'inflight@example.com', specialRequests: 'x'.repeat(2000) });
      const split = Math.floor(body.length / 2);
      // A keep-alive client, as browsers are: the idle connection must not hold the shutdown up.
      const agent = new http.Agent({ keepAlive: true });
      const request = http.request(`${proc.url}/api/booking-request`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, split));
      // Headers and half the body are on the server before the signal.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const logged = proc.output().length;
      proc.child.kill('SIGTERM');
      // The close has begun (no new connections) while the request is still in flight: the process waits for it.
      await expect
        .poll(() => proc.output().slice(logged).includes('closing: taking no new connections'), { timeout: timeLimit(15_000), interval: 20 })
        .toBe(true);
      expect(isRunning(proc), 'the process waits for the request in flight').toBe(true);

      request.end(body.slice(split));
      const answered = await withTimeout(response, timeLimit(10_000), 'the in-flight response');
      expect(answered.status, answered.text).toBe(201);
      expect(JSON.parse(answered.text)).toMatchObject({ message: 'Inquiry submitted successfully!' });

      const { code } = await withTimeout(proc.exited, timeLimit(10_000), 'the exit after SIGTERM');
      agent.destroy();
      // 0, not the 1 of a shutdown that outran its limits: the idle keep-alive connection held nothing up.
      expect(code, proc.output()).toBe(0);
      expect(proc.output()).toMatch(/closed cleanly/);
      expect(existsSync(lockFile())).toBe(false);
    },
  );

  it(
    'everything answered 201 is in the data directory after the processes are gone',
    async () => {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await handle.db.select({ id: bookingRequests.id, contactName: bookingRequests.contactName }).from(bookingRequests);
        expect(rows.map((r) => r.contactName).sort()).toEqual(['In Flight At Shutdown', 'Killed Before Shutdown']);
        expect(rows.find((r) => r.contactName === 'Killed Before Shutdown')!.id).toBe(killedBookingId);
      } finally {
        await handle.close();
      }
    },
  );
});
