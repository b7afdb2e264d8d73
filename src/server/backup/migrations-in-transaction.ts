import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { SqlConnection } from './database-access';

/**
 * Applies the committed migrations whose timestamp lies in (after, upTo] inside the transaction the caller
 * holds, and records each as drizzle's migrator does (same schema, table, hash and timestamp), so a later
 * start sees them as applied. drizzle's own migrate() opens and commits a transaction of its own, which
 * would end the restore's single transaction half-way. Answers how many it applied.
 */
export async function applyMigrationsInTransaction(
  sql: SqlConnection,
  range: { after?: number; upTo?: number },
  migrationsDir = MIGRATIONS_DIR,
): Promise<number> {
  await sql.exec('create schema if not exists drizzle');
  await sql.exec('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
  let applied = 0;
  for (const migration of readMigrationFiles({ migrationsFolder: migrationsDir })) {
    if (range.after !== undefined && migration.folderMillis <= range.after) continue;
    if (range.upTo !== undefined && migration.folderMillis > range.upTo) break;
    for (const statement of migration.sql) {
      if (statement.trim() !== '') await sql.exec(statement);
    }
    await sql.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
    applied += 1;
  }
  return applied;
}
