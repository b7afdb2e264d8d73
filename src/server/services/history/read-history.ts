import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { HistoryPage, HistoryQuery } from '../../../domain/api/admin/history';
import type { Executor } from '../../db/database';
import { adminUsers, auditLog } from '../../db/schema';
import { notFound } from '../../http-errors';
import { earlierVersionOf, historyEntryOf, VERSION_ACTIONS, versionOf, type HistoryAuditRow, type HistoryState } from './history-entry';
import type { HistorySubject } from './history-subjects';
import { referenceNames, staffNameOf } from './reference-names';

/** The audit rows of one item: entity and id, read newest first through the history index (entity, entity_id, id). */
const ofItem = (subject: HistorySubject, id: number) => and(eq(auditLog.entity, subject.auditEntity), eq(auditLog.entityId, String(id)));

/**
 * GET /api/admin/{type}/:id/history: a page of the item's entries, newest first, each with who, when, the
 * version it made and what it changed in words. Keyset paging by entry id: a page costs the same however
 * often the item was edited. The last page ends with the version before the oldest change on record, when
 * the item was seeded or imported rather than created here. 404 for an item with no row and no entries.
 */
export async function readHistory(executor: Executor, subject: HistorySubject, id: number, query: HistoryQuery): Promise<HistoryPage> {
  const currentVersion = await subject.currentVersion(executor, id, query.regionId);
  const rows: HistoryAuditRow[] = await executor
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      userEmail: auditLog.userEmail,
      userName: adminUsers.name,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.userId))
    .where(and(ofItem(subject, id), query.before === undefined ? undefined : lt(auditLog.id, query.before)))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  if (currentVersion === null && rows.length === 0 && query.before === undefined) throw notFound(`${subject.label} ${id} was not found and has no history`);

  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  const state: HistoryState = { currentVersion, names: await referenceNames(executor, page.flatMap((row) => [row.before, row.after])), labelKeys: subject.labelKeys };
  const items = page.map((row) => historyEntryOf(row, state));
  const oldest = page.at(-1);
  if (!more && oldest) {
    const before = oldest.before as { updatedBy?: unknown } | null;
    const earlier = earlierVersionOf(oldest, items, state, await staffNameOf(executor, typeof before?.updatedBy === 'string' ? before.updatedBy : null));
    if (earlier) items.push(earlier);
  }
  return { currentVersion, items, nextBefore: more && oldest ? oldest.id : null };
}

/**
 * The whole item as version `version` held it: the `after` of the write that made it, else the `before` of
 * the write that followed it (a seeded item's first state). undefined when the log has no such version.
 */
export async function versionSnapshot(executor: Executor, subject: HistorySubject, id: number, version: number): Promise<Record<string, unknown> | undefined> {
  const wanted = String(version);
  const [row] = await executor
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        ofItem(subject, id),
        or(and(inArray(auditLog.action, [...VERSION_ACTIONS]), sql`${auditLog.after}->>'version' = ${wanted}`), sql`${auditLog.before}->>'version' = ${wanted}`),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return undefined;
  const side = (VERSION_ACTIONS as readonly string[]).includes(row.action) && versionOf(row.after) === version ? row.after : row.before;
  return side as Record<string, unknown>;
}
