import type { ArchiveSummary } from './archive-reader';
import { listColumns, listSequences, listTables, quoteIdent, type SqlConnection } from './database-access';
import { tableEntryName, type ManifestTable } from './manifest';
import { applyMigrationsInTransaction } from './migrations-in-transaction';
import { RestoreRefused } from './restore-refused';
import { clearPendingUploads, recordPendingUploads, type PendingUploads } from './unfinished-restore';

/** Tables a migration fills by itself (0002 inserts the one content_version row): not data of the site. */
const FILLED_BY_MIGRATIONS = new Set(['content_version']);

/** How long the restore waits for a running server to let go of a table before it gives up. */
const LOCK_WAIT = '10s';

/** A failure after the load began: the transaction was rolled back, so the database is as it was. */
export class RestoreFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RestoreFailed';
  }
}

const databaseMessage = (error: unknown) => ((error as Error).message ?? String(error)).split('\n')[0]!.slice(0, 300);

/** Tables with at least one row, to name them when a restore into a database that holds data is refused. */
export async function tablesWithRows(sql: SqlConnection): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await listTables(sql)) {
    if (FILLED_BY_MIGRATIONS.has(table)) continue;
    const [row] = await sql.query(`select 1 from public.${quoteIdent(table)} limit 1`);
    if (row) filled.push(table);
  }
  return filled;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * The whole restore in ONE transaction on one connection (PostgreSQL and PGlite both undo DDL on
 * rollback): drop the app's schemas, build the backup's migration, load every row, check the foreign
 * keys, set the sequences, apply this version's later migrations, commit. Until that commit every
 * other connection, and the database after a crash or a kill, sees the previous data unchanged.
 */
export class DatabaseLoad {
  private foreignKeys: ForeignKey[] = [];
  private open = false;

  constructor(private readonly sql: SqlConnection) {}

  async begin(archive: ArchiveSummary): Promise<void> {
    await this.sql.exec('begin');
    this.open = true;
    await this.replaceSchemas();
    await applyMigrationsInTransaction(this.sql, { upTo: archive.migration.when });
    await this.checkBuiltSchema(archive.manifest.tables);
    // What the migrations inserted is in the backup too.
    const tables = await listTables(this.sql);
    if (tables.length > 0) await this.sql.exec(`truncate ${tables.map((t) => `public.${quoteIdent(t)}`).join(', ')}`);
    await this.liftForeignKeys();
  }

  /** One batch of checked rows; the database reads its own JSON back (numerics exact, timestamps with zone). */
  async insert(table: ManifestTable, lines: string[], firstLine: number): Promise<void> {
    const columns = table.columns.map(quoteIdent).join(', ');
    const target = `public.${quoteIdent(table.name)}`;
    try {
      await this.sql.query(
        `insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, $1::json)`,
        [`[${lines.join(',')}]`],
      );
    } catch (error) {
      const last = firstLine + lines.length - 1;
      throw new RestoreFailed(`The database refused a row of ${tableEntryName(table.name)} (lines ${firstLine} to ${last}): ${databaseMessage(error)}`, { cause: error });
    }
  }

  /** Keys back (and so checked), sequences, later migrations, the pending-uploads record; then the commit. */
  async commit(archive: ArchiveSummary, pending: PendingUploads | undefined): Promise<void> {
    await this.restoreForeignKeys();
    await this.setSequences(archive.manifest.sequences);
    await applyMigrationsInTransaction(this.sql, { after: archive.migration.when });
    if (pending && pending.files > 0) await recordPendingUploads(this.sql, pending);
    await this.sql.exec('commit');
    this.open = false;
  }

  async rollback(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    await this.sql.exec('rollback').catch(() => {});
  }

  /** --force: the database becomes exactly the backup, so everything of the app's in it goes (inside the transaction). */
  private async replaceSchemas(): Promise<void> {
    await this.sql.exec(`set local lock_timeout = '${LOCK_WAIT}'`);
    try {
      await clearPendingUploads(this.sql);
      await this.sql.exec('drop schema if exists drizzle cascade');
      await this.sql.exec('drop schema if exists public cascade');
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03') throw error;
      throw new RestoreRefused(`The database is in use (a running server holds its tables for more than ${LOCK_WAIT}): stop every instance of the server, then restore`);
    }
    await this.sql.exec('set local lock_timeout = 0');
    await this.sql.exec('create schema public');
  }

  /** The manifest was checked against the migration files; this checks it against what they built. */
  private async checkBuiltSchema(tables: ManifestTable[]): Promise<void> {
    const built = new Set(await listTables(this.sql));
    for (const table of tables) {
      const columns = built.has(table.name) ? new Set(await listColumns(this.sql, table.name)) : new Set<string>();
      const missing = table.columns.find((c) => !columns.has(c));
      if (!built.has(table.name) || missing !== undefined) {
        throw new RestoreFailed(`The schema built for this backup has no ${missing === undefined ? `table ${table.name}` : `column ${missing} in ${table.name}`}, which its manifest lists`);
      }
    }
  }

  /** Regions and their default locations point at each other, so no table order satisfies the keys while loading. */
  private async liftForeignKeys(): Promise<void> {
    this.foreignKeys = await this.sql.query<ForeignKey>(
      `select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conname`,
    );
    for (const key of this.foreignKeys) await this.sql.exec(`alter table ${key.table} drop constraint ${quoteIdent(key.name)}`);
  }

  private async restoreForeignKeys(): Promise<void> {
    for (const key of this.foreignKeys) {
      try {
        await this.sql.exec(`alter table ${key.table} add constraint ${quoteIdent(key.name)} ${key.definition}`);
      } catch (error) {
        throw new RestoreFailed(`The backup's rows do not fit together (${key.name} on ${key.table}): ${databaseMessage(error)}`, { cause: error });
      }
    }
  }

  private async setSequences(sequences: ArchiveSummary['manifest']['sequences']): Promise<void> {
    const known = new Set(await listSequences(this.sql));
    for (const sequence of sequences) {
      if (!known.has(sequence.name)) throw new RestoreFailed(`The backup's manifest lists a sequence ${sequence.name}, which the schema built for it does not have`);
      await this.sql.query(`select setval($1::regclass, $2::bigint, $3)`, [`public.${quoteIdent(sequence.name)}`, sequence.lastValue, sequence.isCalled]);
    }
  }
}
