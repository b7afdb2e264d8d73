import { createReadStream, existsSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Config } from '../config';
import { objectStorageFor, SAFE_OBJECT_NAME } from '../services/uploads/storage';
import { appliedMigration, listTables, openSqlConnection, quoteIdent, readJournal, type SqlConnection } from './database-access';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_NAME, manifestSchema, tableEntryName, UPLOADS_PREFIX, type BackupManifest } from './manifest';

/** A restore that was refused before anything changed: its message is what the command prints. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Said to the operator after the restore (e.g. images that stay in a bucket). */
  notes: string[];
}

const INSERT_BATCH = 1_000;

/** zlib's and tar-stream's complaints about a file that is not (or no longer) a .tar.gz. */
const unreadableArchive = (error: unknown) =>
  /^Z_/.test(String((error as { code?: unknown }).code ?? '')) || /invalid tar header|unexpected end of data/i.test((error as Error).message ?? '');
/** Tables a migration fills by itself (0002 inserts the one content_version row): not data of the site. */
const FILLED_BY_MIGRATIONS = new Set(['content_version']);

async function readEntry(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RestoreRefused('The backup manifest is not readable JSON: the file is damaged');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new RestoreRefused('This file is not a backup made by `npm run backup`');
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(`This backup has format ${format.formatVersion}; this version of the app reads up to ${BACKUP_FORMAT_VERSION}: upgrade the app first`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new RestoreRefused(`The backup manifest is damaged: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  return parsed.data;
}

/** Tables with at least one row, to name them when a restore is refused. */
async function tablesWithRows(sql: SqlConnection): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await listTables(sql)) {
    if (FILLED_BY_MIGRATIONS.has(table)) continue;
    const [row] = await sql.query(`select 1 from public.${quoteIdent(table)} limit 1`);
    if (row) filled.push(table);
  }
  return filled;
}

/** --force: the database becomes exactly the backup, so everything of the app's in it goes first. */
async function wipe(sql: SqlConnection): Promise<void> {
  await sql.query('drop schema if exists drizzle cascade');
  await sql.query('drop schema if exists public cascade');
  await sql.query('create schema public');
}

async function insertLines(sql: SqlConnection, table: BackupManifest['tables'][number], lines: string[]): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const target = `public.${quoteIdent(table.name)}`;
  for (let start = 0; start < lines.length; start += INSERT_BATCH) {
    const batch = `[${lines.slice(start, start + INSERT_BATCH).join(',')}]`;
    // The database reads its own JSON back: numerics stay exact, timestamps keep their zone.
    await sql.query(
      `insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, $1::json)`,
      [batch],
    );
  }
}

/**
 * Restores an archive of createBackup into the configured database (PGlite in DATA_DIR or DATABASE_URL)
 * and the configured upload storage. Refuses a database that holds rows unless `force`. Builds the
 * schema of the backup's migration, loads every table in one transaction with the foreign keys lifted
 * (they are added back, and so checked, before the commit), sets the sequences, then applies this
 * version's later migrations, as a start would.
 */
export async function restoreBackup(config: Config, file: string, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}`);
  const extract = tar.extract();
  const source = createReadStream(file).pipe(createGunzip());
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);

  let manifest: BackupManifest | undefined;
  let sql: SqlConnection | undefined;
  let inTransaction = false;
  /** Once the schema is (re)built, a failure leaves the database empty rather than half restored. */
  let builtSchema = false;
  const foreignKeys: Array<{ table: string; name: string; definition: string }> = [];
  const storage = objectStorageFor(config);
  const summary = { rows: 0, files: 0, notes: [] as string[] };
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const bytes = await readEntry(entry);
      if (!manifest) {
        if (name !== MANIFEST_NAME) throw new RestoreRefused('This file is not a backup made by `npm run backup` (no manifest first)');
        manifest = parseManifest(bytes);
        const journal = readJournal();
        if (!journal.some((e) => e.tag === manifest!.migration.tag && e.when === manifest!.migration.when)) {
          throw new RestoreRefused(`This backup was made at migration ${manifest.migration.tag}, which this version of the app does not have: restore it with a version that does (or newer)`);
        }
        sql = await openSqlConnection(config);
        const applied = await appliedMigration(sql);
        const filled = applied ? await tablesWithRows(sql) : [];
        if (filled.length > 0 && !options.force) {
          throw new RestoreRefused(
            `The database is not empty (${filled.length} table${filled.length === 1 ? '' : 's'} with rows, e.g. ${filled.slice(0, 3).join(', ')}): ` +
              'restore into an empty database, or add --force to replace everything in it with the backup',
          );
        }
        if (applied) await wipe(sql);
        builtSchema = true;
        await sql.migrate(manifest.migration.tag);
        await sql.query('begin');
        inTransaction = true;
        // What the migrations inserted is in the backup too.
        const tables = await listTables(sql);
        if (tables.length > 0) await sql.query(`truncate ${tables.map((t) => `public.${quoteIdent(t)}`).join(', ')}`);
        const keys = await sql.query<{ table: string; name: string; definition: string }>(
          `select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
           from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conname`,
        );
        for (const key of keys) {
          await sql.query(`alter table ${key.table} drop constraint ${quoteIdent(key.name)}`);
          foreignKeys.push(key);
        }
        continue;
      }
      if (name.startsWith('tables/')) {
        const table = manifest.tables.find((t) => tableEntryName(t.name) === name);
        if (!table) throw new RestoreRefused(`The backup holds ${name}, which its manifest does not list: the file is damaged`);
        const lines = bytes.toString('utf8').split('\n').filter((line) => line !== '');
        if (lines.length !== table.rows) throw new RestoreRefused(`${name} holds ${lines.length} rows, the manifest says ${table.rows}: the file is damaged`);
        await insertLines(sql!, table, lines);
        summary.rows += lines.length;
      } else if (name.startsWith(UPLOADS_PREFIX)) {
        const object = name.slice(UPLOADS_PREFIX.length);
        if (!SAFE_OBJECT_NAME.test(object)) throw new RestoreRefused(`The backup holds an upload with an unexpected name (${object}): the file is damaged`);
        // Server-made unique names: writing one before the commit cannot overwrite anything else.
        await storage.put(object, bytes, 'image/webp');
        summary.files += 1;
      }
    }
    if (!manifest || !sql) throw new RestoreRefused('This file is not a backup made by `npm run backup` (it is empty)');
    for (const key of foreignKeys) await sql.query(`alter table ${key.table} add constraint ${quoteIdent(key.name)} ${key.definition}`);
    for (const sequence of manifest.sequences) {
      await sql.query(`select setval($1::regclass, $2::bigint, $3)`, [`public.${quoteIdent(sequence.name)}`, sequence.lastValue, sequence.isCalled]);
    }
    await sql.query('commit');
    inTransaction = false;
    await sql.migrate();
    if (manifest.uploads.storage === 's3') {
      summary.notes.push(`The images were in the S3 bucket ${manifest.uploads.bucket} when the backup was made and are not in it: set S3_BUCKET (and the other S3_* settings) to that bucket.`);
    }
    return { manifest, ...summary };
  } catch (error) {
    if (sql && inTransaction) await sql.query('rollback').catch(() => {});
    if (sql && builtSchema) await wipe(sql).catch(() => {});
    extract.destroy();
    throw unreadableArchive(error) ? new RestoreRefused(`${file} is not a backup made by \`npm run backup\` (not a readable .tar.gz)`) : error;
  } finally {
    await sql?.close();
  }
}
