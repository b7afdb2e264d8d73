import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';
import { rowsOf } from './rows';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, oldest first, by name (`0003_inquiry_references`) and timestamp. */
export function committedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The timestamp of the newest migration recorded in the database; 0 for a database never migrated. */
async function newestApplied(db: Database): Promise<number> {
  // to_regclass first: on a new database neither the drizzle schema nor its table exists yet.
  const present = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(present)[0]?.present) return 0;
  const newest = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ newest: string | number | null }>(newest)[0]?.newest ?? 0);
}

/**
 * Applies the committed migrations the database has not seen and answers their names, oldest first (none:
 * nothing was pending). Drizzle applies every migration newer than the newest one recorded, so the names
 * are read the same way, before it runs. The caller holds whatever lock keeps two processes from
 * migrating one database at once (db/open.ts).
 */
export async function applyMigrations(db: Database, migrate: () => Promise<void>): Promise<string[]> {
  const before = await newestApplied(db);
  await migrate();
  return committedMigrations()
    .filter((m) => m.when > before)
    .map((m) => m.tag);
}
