/**
 * The stop sequence of src/server/shutdown.ts on the real app and database, over HTTP on loopback: drain
 * (/readyz 503 with its reason, everything else served), leave (GET and HEAD 503 for a retry elsewhere,
 * other methods served, until quiet), close (port closed, database closed, exit 0). Only process.exit is
 * replaced, by a recorder. The signals and the process around it: tests/process/rolling-restart.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { LEAVING_MESSAGE } from '../../src/server/plugins/lifecycle';
import { DRAINING_MESSAGE } from '../../src/server/routes/health';
import { createShutdown, type ShutdownOptions } from '../../src/server/shutdown';
import { startTestServer, type TestServer } from '../support/server';

/** Long enough never to end on its own during a test: the second signal ends it. */
const FOREVER_MS = 10 * 60_000;

let server: TestServer | undefined;
afterEach(async () => {
  // The sequence closed the app and the database already; this removes the data folder.
  await server?.close().catch(() => {});
  server = undefined;
});

/** Stands in for process.exit and the logger: what the sequence decided, in order. */
function recorder() {
  const exits: number[] = [];
  const lines: string[] = [];
  let resolveExit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (resolveExit = resolve));
  const log = { info: (_: unknown, message: string) => lines.push(message), error: (_: unknown, message: string) => lines.push(message) };
  const exit = (code: number) => {
    exits.push(code);
    resolveExit(code);
  };
  return { exits, lines, log, exited, exit };
}

const inquiry = (name: string) => ({ contactName: name, contactEmail: 'drain@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 2 });

async function started(options: Partial<ShutdownOptions>) {
  server = await startTestServer();
  const record = recorder();
  const shutdown = createShutdown({ app: server.app, database: server.database, drainMs: FOREVER_MS, log: record.log, exit: record.exit, ...options });
  return { server, record, shutdown };
}

const refused = (url: string) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeLimit(5000)) }).then(
    () => false,
    () => true,
  );

describe('stopping a server: drain, leave, close', () => {
  it('while draining, /readyz answers 503 with the reason and every other request is served, with Connection: close', async () => {
    const { server, record, shutdown } = await started({});
    const stopping = shutdown.begin('SIGTERM');

    const ready = await server.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', message: DRAINING_MESSAGE, version: expect.any(String), commit: expect.any(String) });
    expect((await server.fetch('/healthz')).status).toBe(200);

    const read = await server.fetch('/api/regions');
    expect(read.status).toBe(200);
    expect(read.headers.get('connection')).toBe('close');
    const written = await server.post('/api/booking-request', inquiry('Drained Visitor'), { 'idempotency-key': 'drain-1' });
    expect(written.status, await written.clone().text()).toBe(201);
    const quote = await server.post('/api/calculate-price', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' });
    expect(quote.status, await quote.clone().text()).toBe(200);
    expect(record.exits).toEqual([]);

    // A second signal cuts the drain short; the rest of the sequence runs as usual.
    void shutdown.begin('SIGINT');
    await stopping;
    expect(await record.exited).toBe(0);
    expect(record.lines).toContain('second signal: closing without waiting for the rest of the drain');
    expect(record.lines.at(-1)).toBe('closed cleanly');
    expect(await refused(server.url)).toBe(true);
  });

  it('after the drain, GET and HEAD are answered 503 to be sent elsewhere while a POST is still served; then it closes', async () => {
    const { server, record, shutdown } = await started({ drainMs: 0, quietMs: FOREVER_MS, leaveMaxMs: FOREVER_MS });
    const stopping = shutdown.begin('SIGTERM');
    while (server.app.lifecycle.phase !== 'leaving') await new Promise((resolve) => setTimeout(resolve, 10));

    const read = await server.fetch('/api/regions');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('1');
    expect(read.headers.get('connection')).toBe('close');
    expect(await read.json()).toEqual({ message: LEAVING_MESSAGE, issues: [] });
    expect((await server.fetch('/api/regions', { method: 'HEAD' })).status).toBe(503);
    expect((await server.fetch('/readyz')).status).toBe(503);
    expect((await server.fetch('/healthz')).status).toBe(200);

    // A proxy does not send a POST again once it was sent: it is served.
    const written = await server.post('/api/booking-request', inquiry('Leaving Visitor'), { 'idempotency-key': 'leave-1' });
    expect(written.status, await written.clone().text()).toBe(201);
    expect(record.exits).toEqual([]);

    void shutdown.begin('SIGTERM');
    await stopping;
    expect(await record.exited).toBe(0);
    expect(await refused(server.url)).toBe(true);
  });

  it('leaves once no request has come for the quiet period, closes the port and the database, and exits 0', async () => {
    const { server, record, shutdown } = await started({ drainMs: 0, quietMs: 200, leaveMaxMs: FOREVER_MS });
    await shutdown.begin('SIGTERM');
    expect(record.exits).toEqual([0]);
    expect(record.lines).toEqual(['shutting down without a drain (SHUTDOWN_DRAIN_MS=0)', 'closing: taking no new connections, finishing the requests in flight', 'closed cleanly']);
    expect(await refused(server.url)).toBe(true);
    await expect(server.database.db.execute('select 1')).rejects.toThrow();
  });
});
