import { z } from 'zod';

/** Bumped only when an older restore could not read a newer archive. */
export const BACKUP_FORMAT = 'charter-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_NAME = 'manifest.json';
export const tableEntryName = (table: string) => `tables/${table}.jsonl`;
export const UPLOADS_PREFIX = 'uploads/';

/** PostgreSQL names are at most 63 bytes; a longer one is not one of ours. */
const name = z.string().min(1).max(63);

/**
 * The first entry of every archive: what it holds and at which migration the rows were taken, so a
 * restore builds exactly that schema before loading them (later migrations then run as at any start).
 * The shape only: which names are the app's is checked against the migration (manifest-check.ts).
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string().max(64),
  source: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the source database: its journal tag and timestamp. */
  migration: z.object({ tag: z.string().max(200), when: z.number().int() }),
  tables: z.array(z.object({ name, columns: z.array(name).min(1).max(1600), rows: z.number().int().min(0) })).max(1000),
  sequences: z.array(z.object({ name, lastValue: z.string().regex(/^-?\d{1,19}$/), isCalled: z.boolean() })).max(1000),
  uploads: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().min(0) }),
    /** With S3 the objects stay in the bucket: the archive holds the rows that point at them, not the files. */
    z.object({ storage: z.literal('s3'), bucket: z.string().max(255), note: z.string().max(2000) }),
  ]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestTable = BackupManifest['tables'][number];
