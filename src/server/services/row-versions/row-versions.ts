import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { conflictMessage } from '../../../domain/api/admin/row-versions';
import type { Executor } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import type { AuditActor } from '../audit/record-audit';

/** The stamp columns of a versioned row as drizzle reads them. */
export interface VersionedRow {
  version: number;
  updatedAt: Date | string | null;
  updatedBy: string | null;
}

const iso = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

/** version, updatedAt (ISO) and updatedBy of a row, as admin reads return them. */
export const stampOf = (row: VersionedRow) => ({ version: row.version, updatedAt: iso(row.updatedAt), updatedBy: row.updatedBy });

/** The column values of a write: the next version, now, and who. */
export function nextStamp(table: { version: PgColumn }, user: AuditActor): { version: SQL; updatedAt: SQL; updatedBy: string } {
  return { version: sql`${table.version} + 1`, updatedAt: sql`now()`, updatedBy: user.email };
}

/** The name staff know an editor by: their name when the account has one, else the e-mail. */
async function editorName(tx: Executor, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [user] = await tx.select({ name: adminUsers.name }).from(adminUsers).where(eq(adminUsers.email, email.toLowerCase()));
  return user?.name?.trim() || email;
}

/**
 * Refuses a write based on another version than the row's (read FOR UPDATE in the same transaction, so
 * nobody changes it between this check and the write): 409 'Changed by {name} at {time} since you opened it'
 * with `current`, the row as the admin read returns it. No expected version: no check (older clients, imports).
 */
export async function assertCurrentVersion(
  tx: Executor,
  row: VersionedRow,
  expected: number | undefined,
  current: () => Record<string, unknown> | Promise<Record<string, unknown>>,
): Promise<void> {
  if (expected === undefined || expected === row.version) return;
  throw await staleConflict(tx, row, current);
}

/**
 * The 409 of a write that met a row someone else saved: 'Changed by {name} at {time} since you opened it'
 * with `current`, the row as the admin read returns it. Also what a create answers when another save created
 * the same row first (a price cell, decision 0025), so its form offers Reload and Overwrite as for an update.
 */
export async function staleConflict(
  tx: Executor,
  row: VersionedRow,
  current: () => Record<string, unknown> | Promise<Record<string, unknown>>,
): Promise<HttpError> {
  const at = row.updatedAt === null ? null : new Date(row.updatedAt);
  const message = conflictMessage(await editorName(tx, row.updatedBy), at);
  return new HttpError(409, message, [], { current: { ...(await current()), ...stampOf(row) } });
}

/**
 * The 404 of a write whose row is gone. With a version the client had the row open, so it was deleted
 * meanwhile: say so, and where to look.
 */
export function goneSinceOpened(label: string, id: number, expected: number | undefined): HttpError {
  return expected === undefined
    ? notFound(`${label} ${id} was not found`)
    : notFound(`${label} ${id} was deleted since you opened it; it may be in the Trash`);
}
