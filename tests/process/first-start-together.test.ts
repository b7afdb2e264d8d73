/**
 * Three server processes started at the same moment on one EMPTY PostgreSQL database: they take turns
 * under the startup advisory lock (src/server/db/startup-lock.ts), so all three come up, exactly one
 * applies the migrations (and says which) and seeds, and the others find nothing pending.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedMigrations } from '../../src/server/db/migrate';
import { SEED_DEPARTURES, SEED_DESTINATIONS } from '../../src/server/db/seed';
import { builtEntry, createEmptyDatabase, logLines, tempDir } from '../support/app-instances';
import { freePort, startServerProcess, stopServerProcess, waitReady, type ServerProcess } from '../support/server-process';

const START_MS = SERVER_START_MS;

describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances started together on an empty PostgreSQL (skipped without TEST_DATABASE_URL: several instances need PostgreSQL)', () => {
  let bundle: string;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let dataDir: string;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = await builtEntry('src/server/main.ts');
    database = await createEmptyDatabase('charter_first_start');
    dataDir = tempDir('first-start');
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopServerProcess(instance, 'SIGKILL', timeLimit(5000))));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'all three answer /readyz; one applied every migration and seeded, the others found none pending',
    async () => {
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      for (const [i, port] of ports.entries()) {
        instances.push(
          startServerProcess({
            bundle: bundle,
            port,
            env: {
              DATABASE_URL: database.url,
              DATA_DIR: `${dataDir}/instance-${i}`,
              SESSION_SECRET: 'first-start-secret'.padEnd(48, 'x'),
              ADMIN_EMAIL: 'owner@example.com',
              ADMIN_PASSWORD: 'first-start-password-1',
              SHUTDOWN_DRAIN_MS: '0',
            },
          }),
        );
      }
      await Promise.all(instances.map((instance) => waitReady(instance, START_MS)));

      const everything = instances.map((i) => i.output()).join('\n');
      expect(everything).not.toMatch(/Failed query/);
      const applied = instances.map((instance) => logLines(instance, /^applied \d+ migrations?:/));
      const nonePending = instances.map((instance) => logLines(instance, /^no migrations pending$/));
      const migrators = applied.filter((lines) => lines.length > 0);
      expect(migrators, everything.slice(-4000)).toHaveLength(1);
      expect(migrators[0]![0]!.migrations).toEqual(committedMigrations().map((entry) => entry.tag));
      expect(nonePending.filter((lines) => lines.length > 0)).toHaveLength(2);
      expect(instances.flatMap((instance) => logLines(instance, /^seeded the empty database/))).toHaveLength(1);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const regions = await client.query<{ code: string }>('select code from regions order by id');
        expect(regions.rows.map((r) => r.code)).toEqual(['WA', 'QLD']);
        const counts = await client.query<{ destinations: number; departures: number }>(
          'select (select count(*)::int from destinations) as destinations, (select count(*)::int from departure_locations) as departures',
        );
        expect(counts.rows[0]).toEqual({ destinations: SEED_DESTINATIONS.length, departures: SEED_DEPARTURES.length });
        const owners = await client.query<{ email: string }>('select email from admin_users');
        expect(owners.rows).toEqual([{ email: 'owner@example.com' }]);
        const migrations = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(migrations.rows[0]!.n).toBe(committedMigrations().length);
      } finally {
        await client.end();
      }

      for (const instance of instances) {
        const { code } = await stopServerProcess(instance, 'SIGTERM', timeLimit(30_000));
        expect(code, instance.output().slice(-2000)).toBe(0);
      }
    },
    START_MS + timeLimit(60_000),
  );
});
