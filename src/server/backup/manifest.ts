import { z } from 'zod';

/** Bumped only when an older restore could not read a newer archive. */
export const BACKUP_FORMAT = 'charter-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_NAME = 'manifest.json';
export const tableEntryName = (table: string) => `tables/${table}.jsonl`;
export const UPLOADS_PREFIX = 'uploads/';

/**
 * The first entry of every archive: what it holds and at which migration the rows were taken, so a
 * restore builds exactly that schema before loading them (later migrations then run as at any start).
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the source database: its journal tag and timestamp. */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  uploads: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().min(0) }),
    /** With S3 the objects stay in the bucket: the archive holds the rows that point at them, not the files. */
    z.object({ storage: z.literal('s3'), bucket: z.string(), note: z.string() }),
  ]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
