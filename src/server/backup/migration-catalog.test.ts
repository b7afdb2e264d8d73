import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../../../tests/support/time-limits';
import { MIGRATIONS_DIR } from '../paths';
import type { SqlConnection } from './database-access';
import { applyStatement, catalogAtMigration, splitTopLevel, type Catalog } from './migration-catalog';
import { applyMigrationsInTransaction } from './migrations-in-transaction';

const catalogOf = (...statements: string[]) => {
  const catalog: Catalog = new Map();
  for (const statement of statements) applyStatement(catalog, statement);
  return Object.fromEntries(catalog);
};

describe('reading tables and columns from migration statements', () => {
  it('reads a CREATE TABLE: columns in order, table constraints skipped, stored generated columns apart', () => {
    expect(
      catalogOf(`CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT 'a, b' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"label" text GENERATED ALWAYS AS (upper("name")) STORED,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "trips_seq" START WITH 1),
	CONSTRAINT "trips_name_unique" UNIQUE("name"),
	CONSTRAINT "trips_price" CHECK ("price" > 0)
);`),
    ).toEqual({ trips: { insertable: ['id', 'name', 'price', 'seq'], generated: ['label'] } });
  });

  it('follows ALTER TABLE (add, drop, rename a column; rename the table) and DROP TABLE, and ignores the rest', () => {
    expect(
      catalogOf(
        'CREATE TABLE "a" ("id" serial PRIMARY KEY NOT NULL, "x" text);',
        'ALTER TABLE "a" ADD COLUMN "y" integer DEFAULT 1 NOT NULL;',
        'ALTER TABLE "a" RENAME COLUMN "x" TO "z";',
        'ALTER TABLE "a" DROP COLUMN "id";',
        'ALTER TABLE "a" ADD CONSTRAINT "a_y" CHECK ("y" > 0);',
        'ALTER TABLE "a" ALTER COLUMN "y" SET DEFAULT 2;',
        'CREATE INDEX "a_y_idx" ON "a" USING btree ("y");',
        'ALTER TABLE "a" RENAME TO "b";',
        'CREATE TABLE IF NOT EXISTS "public"."c" ("id" integer);',
        '-- a custom migration\nDROP TABLE "c" CASCADE;',
        `INSERT INTO "b" ("y") VALUES (1);`,
      ),
    ).toEqual({ b: { insertable: ['z', 'y'], generated: [] } });
  });

  it('splits lists at top-level commas only', () => {
    expect(splitTopLevel(`"a" numeric(10, 2), "b" text DEFAULT 'x,y', CHECK ("a" in (1, 2))`)).toEqual([
      '"a" numeric(10, 2)',
      `"b" text DEFAULT 'x,y'`,
      'CHECK ("a" in (1, 2))',
    ]);
  });
});

/** A test's PGlite as the SqlConnection the restore uses. */
function connectionOf(client: PGlite): SqlConnection {
  return {
    kind: 'pglite',
    query: async <T,>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (text) => void (await client.exec(text)),
    close: () => client.close(),
  };
}

async function liveCatalog(client: PGlite): Promise<Record<string, { insertable: string[]; generated: string[] }>> {
  const { rows } = await client.query<{ table: string; column: string; generated: boolean }>(
    `select c.relname as "table", a.attname as "column", a.attgenerated <> '' as generated
     from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  const live: Record<string, { insertable: string[]; generated: string[] }> = {};
  for (const row of rows) {
    live[row.table] ??= { insertable: [], generated: [] };
    live[row.table]![row.generated ? 'generated' : 'insertable'].push(row.column);
  }
  return live;
}

describe('the catalog of every committed migration', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  }, timeLimit(120_000));
  afterAll(async () => {
    await client?.close();
  });

  it('equals what PostgreSQL has after applying the migrations up to it, one transaction each, recorded as drizzle records them', async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const sql = connectionOf(client);
    let previous: number | undefined;
    for (const migration of migrations) {
      await sql.exec('begin');
      expect(await applyMigrationsInTransaction(sql, { after: previous, upTo: migration.folderMillis })).toBe(1);
      await sql.exec('commit');
      previous = migration.folderMillis;
      expect(Object.fromEntries(catalogAtMigration(migration.folderMillis)), `after ${migration.folderMillis}`).toEqual(await liveCatalog(client));
    }
    const { rows } = await client.query<{ hash: string; created_at: string }>('select hash, created_at::text from drizzle.__drizzle_migrations order by id');
    expect(rows).toEqual(migrations.map((m) => ({ hash: m.hash, created_at: String(m.folderMillis) })));
  }, timeLimit(120_000));
});
