import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';

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

/** One row in the audit log. Pass the request's transaction so the entry stands or falls with the change. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    userId: entry.user?.id ?? null,
    userEmail: entry.user?.email ?? null,
    action: entry.action.slice(0, 30),
    entity: entry.entity.slice(0, 60),
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
