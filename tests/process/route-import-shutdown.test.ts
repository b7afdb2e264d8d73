/**
 * The built server (scripts/build.mjs -> main.js and read-sheet-worker.js, run with plain node) on a
 * PGlite DATA_DIR: it reads a spreadsheet with the worker file built beside its bundle, and SIGTERM during
 * a 20,000-row import (while the worker reads the file, then while the rows are written) answers the
 * upload 503, exits 0 within a few seconds and leaves nothing of the import in the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import { openDatabase } from '../../src/server/db/open';
import { departureLocations, destinations } from '../../src/server/db/schema';
import { builtEntry } from '../support/app-instances';
import { freePort, startServerProcess, waitReady, type ServerProcess } from '../support/server-process';
import { newRouteRows, xlsxOf } from '../support/spreadsheets';

const ADMIN_EMAIL = 'shutdown@example.com';
const ADMIN_PASSWORD = 'slow tide compass 123';
const RESTARTING = 'The server is restarting; nothing was imported, please try again';
const FIRST_START_MS = SERVER_START_MS;

/** The built bundle on `dataDir`, ready. */
async function startBuiltServer(bundle: string, dataDir: string): Promise<ServerProcess> {
  // No drain: this proves the close itself (the drain: tests/process/rolling-restart.test.ts).
  const proc = startServerProcess({ bundle, port: await freePort(), env: { DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, SHUTDOWN_DRAIN_MS: '0' } });
  try {
    await waitReady(proc, FIRST_START_MS);
  } catch (err) {
    proc.child.kill('SIGKILL');
    throw err;
  }
  return proc;
}

async function signIn(proc: ServerProcess): Promise<string> {
  const login = await fetch(`${proc.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proc.url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function upload(proc: ServerProcess, cookie: string, name: string, bytes: Buffer, preview = false): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${proc.url}/api/import-routes${preview ? '?preview=true' : '?createLocations=true'}`, { method: 'POST', headers: { cookie, origin: proc.url }, body: form });
}

async function waitForOutput(proc: ServerProcess, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server did not log '${text}' within ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('the built server stops a route import cleanly on SIGTERM (PGlite DATA_DIR)', () => {
  let dataDir: string;
  let bundle: string;
  let bigFile: Buffer;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = await builtEntry('src/server/main.ts');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-import-shutdown-'));
    bigFile = xlsxOf(newRouteRows(20_000, 'sigterm'));
  });

  afterAll(async () => {
    for (const proc of started) {
      if (proc.child.exitCode === null && proc.child.signalCode === null) {
        proc.child.kill('SIGKILL');
        await proc.exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'reads a spreadsheet with the worker built beside the bundle (plain node, no tsx)',
    async () => {
      const proc = await startBuiltServer(bundle, dataDir);
      started.push(proc);
      const cookie = await signIn(proc);
      const response = await upload(proc, cookie, 'bundle.xlsx', xlsxOf(newRouteRows(3, 'bundle')), true);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await response.json()).toMatchObject({ preview: true, createdRoutes: 3, createdDestinations: 3 });
    },
    FIRST_START_MS + timeLimit(20_000),
  );

  for (const [phase, logLine] of [
    ['while the worker reads the file', 'route import: reading the spreadsheet'],
    ['while the rows are written', 'route import: applying the rows'],
  ] as const) {
    it(
      `SIGTERM ${phase}: the upload is answered 503 and the process exits 0, the import stopped rather than finished`,
      async () => {
        let proc = started.at(-1)!;
        if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
          proc = await startBuiltServer(bundle, dataDir);
          started.push(proc);
        }
        const cookie = await signIn(proc);
        const logged = proc.output().length;
        const answer = upload(proc, cookie, 'big.xlsx', bigFile).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
        await waitForOutput({ ...proc, output: () => proc.output().slice(logged) }, logLine, timeLimit(30_000));

        proc.child.kill('SIGTERM');
        const { status, body } = await answer;
        expect(status, JSON.stringify(body)).toBe(503);
        expect(body.message).toBe(RESTARTING);
        // 0, not the 1 of a shutdown that outran its limits (shutdown.ts): the import did not hold the close up.
        const { code } = await proc.exited;
        expect(code, proc.output().slice(-3000)).toBe(0);
        expect(proc.output()).toMatch(/closed cleanly/);
        // Stopped in the phase named: a read stopped never reached the writing.
        if (logLine.includes('reading')) expect(proc.output().slice(logged)).not.toContain('route import: applying the rows');
      },
      FIRST_START_MS + timeLimit(30_000),
    );
  }

  it('has nothing of the stopped imports in the data directory', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await handle.db.select().from(destinations).where(like(destinations.value, 'sigterm-%'))).toEqual([]);
      expect(await handle.db.select().from(departureLocations).where(like(departureLocations.value, 'sigterm-%'))).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
