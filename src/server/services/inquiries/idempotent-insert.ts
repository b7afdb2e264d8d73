import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/errors';
import { badRequest, conflict } from '../../http-errors';

type IdempotentTable = PgTable & { id: PgColumn; idempotencyKey: PgColumn; requestHash: PgColumn; reference?: PgColumn };

/** What the visitor gets back: the row's id, its reference (inquiries have one), and whether it was a replay. */
export interface StoredVisitorRow {
  id: number;
  reference?: string;
  replayed: boolean;
}

type Returned = { id: number; reference?: string };

/** Drizzle's builders typed loosely enough to take any of the three visitor tables. */
interface AnyDb {
  insert: (t: PgTable) => {
    values: (v: unknown) => {
      onConflictDoNothing: (o: { target: PgColumn }) => { returning: (r: unknown) => Promise<Returned[]> };
      returning: (r: unknown) => Promise<Returned[]>;
    };
  };
  select: (c: unknown) => { from: (t: PgTable) => { where: (w: unknown) => Promise<(Returned & { requestHash: string | null })[]> } };
}

/** The columns a visitor's answer is made of: the id, and the reference where the table has one. */
const answerColumns = (table: IdempotentTable) => ({ id: table.id, ...(table.reference ? { reference: table.reference } : {}) });
const answer = (row: Returned, replayed: boolean): StoredVisitorRow => ({ id: row.id, ...(row.reference ? { reference: row.reference } : {}), replayed });

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Inserts a visitor's row once per Idempotency-Key: a retry with the same key and body gets the first
 * row back without a second insert; the same key with another body is refused (409).
 * Pass a transaction to store more with the row (its e-mails: inquiries/receive.ts); on the database
 * itself it resolves only after the row is committed.
 */
export async function insertIdempotent<T extends IdempotentTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
  key: string | undefined,
  hash: string,
): Promise<StoredVisitorRow> {
  const anyDb = db as unknown as AnyDb;
  const row = { ...values, idempotencyKey: key ?? null, requestHash: hash };
  try {
    return await insertOnce(anyDb, table, row, key, hash);
  } catch (error) {
    // The only reference a visitor sends is regionId: an unknown one is their mistake, not ours.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw badRequest('regionId: Region was not found');
    throw error;
  }
}

async function insertOnce(
  anyDb: AnyDb,
  table: IdempotentTable,
  row: Record<string, unknown>,
  key: string | undefined,
  hash: string,
): Promise<StoredVisitorRow> {
  if (!key) {
    const [inserted] = await anyDb.insert(table).values(row).returning(answerColumns(table));
    return answer(inserted!, false);
  }
  const [inserted] = await anyDb.insert(table).values(row).onConflictDoNothing({ target: table.idempotencyKey }).returning(answerColumns(table));
  if (inserted) return answer(inserted, false);
  const [existing] = await anyDb
    .select({ ...answerColumns(table), requestHash: table.requestHash })
    .from(table)
    .where(eq(table.idempotencyKey, key));
  if (!existing) throw conflict('This Idempotency-Key is being used by another request; try again');
  if (existing.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different request; send a new key');
  }
  return answer(existing, true);
}
