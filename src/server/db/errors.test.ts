import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusingPort } from '../../../tests/support/tcp-relay';
import { isDatabaseUnavailable, unavailableCause } from './errors';

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** A loopback server that does `onSocket` to every connection: a PostgreSQL that misbehaves. */
async function fakeServer(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('isDatabaseUnavailable: real driver errors of an unreachable PostgreSQL', () => {
  it('a refused connection (ECONNREFUSED), also as Drizzle wraps it in "Failed query"', async () => {
    const port = await refusingPort();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const refused = await rejection(client.connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(unavailableCause(refused)).toBe('ECONNREFUSED');

    const pool = new pg.Pool({ connectionString: `postgres://x:secret@localhost:${port}/x` });
    const wrapped = await rejection(drizzlePg({ client: pool }).execute(sql`select 1`));
    expect((wrapped as Error).message).toMatch(/^Failed query/);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(unavailableCause(wrapped)).toBe('ECONNREFUSED');
    await pool.end();
  });

  it('a server that hangs up at once ("Connection terminated unexpectedly")', async () => {
    const server = await fakeServer((socket) => socket.destroy());
    const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'x', database: 'x' });
    const error = await rejection(client.connect());
    expect((error as Error).message).toMatch(/Connection terminated|ECONNRESET/);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await server.close();
  });

  it('a server that never answers: the connect timeout and the pool queue timeout', async () => {
    const server = await fakeServer(() => {});
    const pool = new pg.Pool({ host: '127.0.0.1', port: server.port, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 300 });
    const [connecting, queued] = await Promise.all([rejection(pool.connect()), rejection(pool.connect())]);
    expect((connecting as Error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseUnavailable(connecting)).toBe(true);
    expect(isDatabaseUnavailable(queued)).toBe(true);
    await pool.end();
    await server.close();
  });

  it('SQLSTATE class 08, shutdowns (57P01-57P03) and too many connections (53300), however deeply wrapped', () => {
    for (const code of ['08000', '08003', '08006', '08001', '08004', '08P01', '57P01', '57P02', '57P03', '53300']) {
      const driverError = Object.assign(new Error('server said no'), { code, severity: 'FATAL' });
      expect(isDatabaseUnavailable(driverError), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: insert …', { cause: driverError })), code).toBe(true);
      expect(unavailableCause(new Error('Failed query: insert …', { cause: driverError }))).toBe(code);
    }
    const dualStack = new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5999'), { code: 'ECONNREFUSED' })], '');
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: dualStack }))).toBe(true);
  });

  it('is false for faults of the request or of the code: PGlite constraint, type and syntax errors, plain errors', async () => {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    await db.execute(sql`create table t (id int primary key, code varchar(2))`);
    await db.execute(sql`insert into t values (1, 'a')`);
    const faults = [
      await rejection(db.execute(sql`insert into t values (1, 'b')`)),
      await rejection(db.execute(sql`insert into t values (2, 'too long')`)),
      await rejection(db.execute(sql`selec 1`)),
      await rejection(db.execute(sql`select * from missing_table`)),
      new Error('Something broke'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error('disk full'), { code: '53100' }),
      undefined,
      'a string',
    ];
    for (const fault of faults) expect(isDatabaseUnavailable(fault), String((fault as Error)?.message ?? fault)).toBe(false);
    await client.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('isDatabaseUnavailable on a real PostgreSQL', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => admin?.end());

  it('a query whose backend an administrator terminates (57P01 admin shutdown)', async () => {
    const victim = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await victim.connect();
    victim.on('error', () => {});
    const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const running = rejection(drizzlePg({ client: victim }).execute(sql`select pg_sleep(10)`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    const error = await running;
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(unavailableCause(error)).toBe('57P01');
    await victim.end().catch(() => {});
  });
});
