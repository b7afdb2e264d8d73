import { readJournal, type JournalEntry } from './database-access';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, manifestSchema, type BackupManifest } from './manifest';
import { catalogAtMigration, type Catalog } from './migration-catalog';
import { RestoreRefused, showName } from './restore-refused';

const DAMAGED = 'the file is damaged or was not made by `npm run backup`';

/** manifest.json's bytes as a manifest of this format (any version this app reads), or a refusal. */
export function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RestoreRefused(`The backup's manifest.json is not readable JSON: ${DAMAGED}`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new RestoreRefused('This file is not a backup made by `npm run backup`');
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(`This backup has format ${format.formatVersion}; this version of the app reads up to ${BACKUP_FORMAT_VERSION}: upgrade the app first`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreRefused(`The backup's manifest.json is damaged (${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'unreadable'}): ${DAMAGED}`);
  }
  return parsed.data;
}

function migrationOf(manifest: BackupManifest, journal: JournalEntry[]): JournalEntry {
  const entry = journal.find((e) => e.tag === manifest.migration.tag && e.when === manifest.migration.when);
  if (!entry) {
    throw new RestoreRefused(
      `This backup was made at migration ${showName(manifest.migration.tag)}, which this version of the app does not have: restore it with a version that does (or newer)`,
    );
  }
  return entry;
}

function checkColumns(table: BackupManifest['tables'][number], known: ReadonlySet<string>, tag: string): void {
  const seen = new Set<string>();
  for (const column of table.columns) {
    if (!known.has(column)) {
      throw new RestoreRefused(`The backup's manifest.json names a column ${showName(column)} of ${table.name}, which ${table.name} does not have at migration ${tag}: ${DAMAGED}`);
    }
    if (seen.has(column)) throw new RestoreRefused(`The backup's manifest.json names the column ${column} of ${table.name} twice: ${DAMAGED}`);
    seen.add(column);
  }
}

function checkTables(manifest: BackupManifest, catalog: Catalog, tag: string): void {
  const seen = new Set<string>();
  for (const table of manifest.tables) {
    const columns = catalog.get(table.name);
    if (!columns) {
      throw new RestoreRefused(
        `The backup's manifest.json names a table ${showName(table.name)}, which is not one of this app's tables at migration ${tag}: ${DAMAGED}`,
      );
    }
    if (seen.has(table.name)) throw new RestoreRefused(`The backup's manifest.json lists the table ${table.name} twice: ${DAMAGED}`);
    seen.add(table.name);
    checkColumns(table, new Set(columns.insertable), tag);
  }
}

function checkSequences(manifest: BackupManifest): void {
  const seen = new Set<string>();
  for (const sequence of manifest.sequences) {
    // Sequence names reach the database only as a bound parameter, and the load checks each against the
    // schema it built; here a name that cannot be an identifier of ours is refused early.
    if (!/^[a-z_][a-z0-9_]*$/.test(sequence.name) || seen.has(sequence.name)) {
      throw new RestoreRefused(`The backup's manifest.json names a sequence ${showName(sequence.name)} that is not one of this app's: ${DAMAGED}`);
    }
    seen.add(sequence.name);
  }
}

/**
 * A manifest whose every name is the app's own at the backup's migration: its tables (schema public, no
 * catalog of PostgreSQL such as pg_authid), their columns (written, not generated), its sequences. Only
 * names that pass reach SQL, and then quoted. Answers the migration the archive was made at.
 */
export function checkManifest(manifest: BackupManifest, journal = readJournal()): JournalEntry {
  const migration = migrationOf(manifest, journal);
  checkTables(manifest, catalogAtMigration(migration.when), migration.tag);
  checkSequences(manifest);
  return migration;
}
