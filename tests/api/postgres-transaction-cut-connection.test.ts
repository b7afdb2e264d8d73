/**
 * A PostgreSQL connection cut while a transaction takes its client (a restart, a failover) costs that
 * transaction only: the client goes back to the pool with the error, so the pool keeps its slots, the next
 * transaction works once PostgreSQL answers again, and closing the pool does not wait on a lost client.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import type { DatabaseHandle } from '../../src/server/db/database';
import { isDatabaseUnavailable } from '../../src/server/db/errors';
import { openDatabase } from '../../src/server/db/open';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction whose connection is cut under it', () => {
  let copy: TestDatabaseHandle;
  let relay: TcpRelay;
  let database: DatabaseHandle;

  beforeAll(async () => {
    copy = await openTestDatabase('postgres', { seeded: false });
    const direct = new URL(copy.url!);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    // One connection: a single lost client would leave the pool with none.
    database = await openDatabase({ kind: 'postgres', url: relay.urlFor(copy.url!), poolSize: 1 });
  });
  afterAll(async () => {
    await relay?.start();
    await database?.close();
    await copy?.close();
    await relay?.stop();
  });

  it('fails as an outage, gives its client back, and the next transaction succeeds once PostgreSQL is back', async () => {
    for (let round = 0; round < 3; round++) {
      await database.db.execute(sql`select 1`);
      // Cut in the same tick as the checkout: the idle client is handed out before its death is noticed.
      const cut = relay.stop();
      const failed = await database.db.transaction((tx) => tx.execute(sql`select 1`)).then(
        () => undefined,
        (error: unknown) => error,
      );
      await cut;
      if (failed) expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
      await relay.start();
      const answer = await database.db.transaction((tx) => tx.execute(sql`select 42 as n`));
      expect((answer as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(42);
    }
  });

  it('closes the pool without waiting on a lost client', async () => {
    const closed = database.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(resolve, timeLimit(10_000), 'still waiting'));
    expect(await Promise.race([closed, late])).toBe('closed');
    database = { ...database, close: async () => {} };
  });
});
