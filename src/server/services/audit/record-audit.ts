import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';
import { priceAudited } from '../webhooks/business-events';

export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntry {
  /** Who did it; null for the system (bootstrap, housekeeping). */
  user: AuditActor | null;
  /** A short verb: login, logout, create, update, delete… (at most 30 characters). */
  action: string;
  /** What kind of thing: session, admin_user, destination… (at most 60 characters). */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** When it happened (the app clock); the database's now() when absent. */
  at?: Date;
}

/**
 * How a write is recorded: as an update, or as a restore of an earlier version (its number in `after`, so the
 * History and the audit log say which one came back).
 */
export type AuditedAs = { action: 'update' } | { action: 'restore_version'; restoredVersion: number };
export const AS_UPDATE: AuditedAs = { action: 'update' };

/** The `after` of an audited write: the row, plus the restored version's number for a restore. */
export const auditedAfter = (after: unknown, as: AuditedAs): unknown =>
  as.action === 'restore_version' && typeof after === 'object' && after !== null ? { ...after, restoredVersion: as.restoredVersion } : after;

const auditRow = (entry: AuditEntry) => ({
  userId: entry.user?.id ?? null,
  userEmail: entry.user?.email ?? null,
  action: entry.action.slice(0, 30),
  entity: entry.entity.slice(0, 60),
  entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
  ...(entry.at ? { createdAt: entry.at } : {}),
});

/** One row in the audit log. Pass the request's transaction so the entry stands or falls with the change. Answers the entry's id. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<number> {
  const [row] = await executor.insert(auditLog).values(auditRow(entry)).returning({ id: auditLog.id });
  await priceAudited(executor, [entry]);
  return row!.id;
}

/** Several rows in one statement (a reorder's moved items, an import's new places), 500 at a time. */
export async function recordAudits(executor: Executor, entries: AuditEntry[]): Promise<void> {
  for (let at = 0; at < entries.length; at += 500) await executor.insert(auditLog).values(entries.slice(at, at + 500).map(auditRow));
  await priceAudited(executor, entries);
}
