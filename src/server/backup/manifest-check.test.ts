import { describe, expect, it } from 'vitest';
import { readJournal } from './database-access';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from './manifest';
import { checkManifest, parseManifest } from './manifest-check';
import { catalogAtMigration } from './migration-catalog';

const journal = readJournal();
const latest = journal.at(-1)!;
const first = journal[0]!;

/** A manifest as `npm run backup` writes it at a migration: every table of that migration with its columns. */
function manifestAt(entry: { tag: string; when: number }): BackupManifest {
  const tables = [...catalogAtMigration(entry.when)].map(([name, columns]) => ({ name, columns: columns.insertable, rows: 0 }));
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: '2026-11-26T00:00:00.000Z',
    source: 'pglite',
    migration: { tag: entry.tag, when: entry.when },
    tables,
    sequences: [{ name: 'regions_id_seq', lastValue: '2', isCalled: true }],
    uploads: { storage: 'local', files: 0 },
  };
}

const refusal = (manifest: BackupManifest) => {
  try {
    checkManifest(manifest, journal);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('checkManifest', () => {
  it("accepts a manifest of the app's tables and columns at the latest and at the first migration", () => {
    expect(checkManifest(manifestAt(latest), journal).tag).toBe(latest.tag);
    expect(checkManifest(manifestAt(first), journal).tag).toBe(first.tag);
  });

  it('refuses a table outside the app (pg_authid) and names it', () => {
    const manifest = manifestAt(latest);
    manifest.tables.push({ name: 'pg_authid', columns: ['rolname'], rows: 1 });
    expect(refusal(manifest)).toMatch(/^The backup's manifest.json names a table "pg_authid", which is not one of this app's tables at migration /);
  });

  it('refuses a column that is not the table\'s at that migration, such as one written to break out of SQL', () => {
    const hostile = manifestAt(latest);
    hostile.tables.find((t) => t.name === 'admin_users')!.columns[0] = 'id"); drop table admin_users; --';
    expect(refusal(hostile)).toMatch(/names a column "id\\"\); drop table admin_users; --" of admin_users, which admin_users does not have at migration/);
    // A column the latest migration added is not a column of the first one.
    const early = manifestAt(first);
    early.tables.find((t) => t.name === 'regions')!.columns.push('version');
    expect(refusal(early)).toMatch(/names a column "version" of regions, which regions does not have at migration 0000_/);
  });

  it('refuses a table or column listed twice, an unknown migration, and a sequence name that is not an identifier', () => {
    const twice = manifestAt(latest);
    twice.tables.push(twice.tables[0]!);
    expect(refusal(twice)).toMatch(/lists the table \w+ twice/);
    const unknown = manifestAt(latest);
    unknown.migration = { tag: '9999_future', when: latest.when + 1 };
    expect(refusal(unknown)).toMatch(/made at migration "9999_future", which this version of the app does not have/);
    const sequence = manifestAt(latest);
    sequence.sequences.push({ name: 'x"; select 1; --', lastValue: '1', isCalled: true });
    expect(refusal(sequence)).toMatch(/names a sequence "x\\"; select 1; --" that is not one of this app's/);
  });
});

describe('parseManifest', () => {
  it('refuses what is not JSON, not a backup, a newer format, and a damaged shape, in plain words', () => {
    expect(() => parseManifest(Buffer.from('{'))).toThrow(/manifest.json is not readable JSON/);
    expect(() => parseManifest(Buffer.from('{"format":"other"}'))).toThrow('This file is not a backup made by `npm run backup`');
    expect(() => parseManifest(Buffer.from(JSON.stringify({ format: BACKUP_FORMAT, formatVersion: 99 })))).toThrow(/format 99; this version of the app reads up to 1/);
    const damaged = { ...manifestAt(latest), sequences: [{ name: 'regions_id_seq', lastValue: '1; drop', isCalled: true }] };
    expect(() => parseManifest(Buffer.from(JSON.stringify(damaged)))).toThrow(/manifest.json is damaged \(sequences.0.lastValue: /);
  });
});
