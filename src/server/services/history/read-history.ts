import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { HistoryPage, HistoryQuery } from '../../../domain/api/admin/history';
import type { Executor } from '../../db/database';
import { adminUsers, auditLog } from '../../db/schema';
import { notFound } from '../../http-errors';
import { earlierVersionOf, historyEntryOf, VERSION_ACTIONS, versionOf, type HistoryAuditRow, type HistoryState } from './history-entry';
import type { HistorySubject } from './history-subjects';
import { mergePage, positionsOf, type HistoryStream, type StreamContext, type StreamItem } from './history-streams';
import { referenceNames, staffNameOf } from './reference-names';

/** The audit rows of one item: entity and id, read newest first through the history index (entity, entity_id, id). */
const ofItem = (subject: Pick<HistorySubject, 'auditEntity'>, id: number) => and(eq(auditLog.entity, subject.auditEntity), eq(auditLog.entityId, String(id)));

/** The item's own audit entries, newest first, through the history index: its creates, updates, deletes, restores and moves. */
export const auditStream = (subject: Pick<HistorySubject, 'auditEntity'>): HistoryStream => ({
  async read(executor, id, before, limit, context) {
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
      .where(and(ofItem(subject, id), before === undefined ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(limit);
    const state: HistoryState = { ...context, names: await referenceNames(executor, rows.flatMap((row) => [row.before, row.after])) };
    return rows.map((row) => ({
      key: row.id,
      at: row.createdAt,
      entry: historyEntryOf(row, state),
      async earlier(listed) {
        const earlierBy = (row.before as { updatedBy?: unknown } | null)?.updatedBy;
        return earlierVersionOf(row, listed, state, await staffNameOf(executor, typeof earlierBy === 'string' ? earlierBy : null));
      },
    }));
  },
});

/**
 * GET /api/admin/{type}/:id/history: a page of the item's entries, newest first, each with who, when, the
 * version it made and what it changed in words: its audit entries, merged by time with the subject's other
 * sources (a route price's bulk changes and imports). Keyset paging, one position per source: a page costs
 * the same however often the item was edited. The last page ends with the version before the oldest change
 * on record, when the item was seeded or imported rather than created here. 404 for an item with no row and
 * no entries.
 */
export async function readHistory(executor: Executor, subject: HistorySubject, id: number, query: HistoryQuery): Promise<HistoryPage> {
  const currentVersion = await subject.currentVersion(executor, id, query.regionId);
  const streams = [auditStream(subject), ...(subject.streams ?? [])];
  const positions = positionsOf(query.before, streams.length);
  const context: StreamContext = { currentVersion, labelKeys: subject.labelKeys };
  const read: StreamItem[][] = [];
  // One source after the other: a transaction's queries do not run side by side.
  for (const [at, stream] of streams.entries()) read.push(await stream.read(executor, id, positions[at], query.limit + 1, context));
  if (currentVersion === null && read.every((items) => items.length === 0) && query.before === undefined) {
    throw notFound(`${subject.label} ${id} was not found and has no history`);
  }

  const page = mergePage(read, positions, query.limit);
  const items = page.items.map((item) => item.entry);
  const oldest = page.items.at(-1);
  if (page.next === null && oldest?.earlier) {
    const earlier = await oldest.earlier(items);
    if (earlier) items.push(earlier);
  }
  return { currentVersion, items, nextBefore: page.next };
}

/**
 * The whole item as version `version` held it: the `after` of the write that made it, else the `before` of
 * the write that followed it (a seeded item's first state), else what the subject's own records say (a route
 * price's bulk changes and imports). undefined when none has such a version.
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
  // Not in the audit log: a version a bulk change or an import made, recorded in its own rows.
  if (!row) return subject.recordedVersion?.(executor, id, version);
  const side = (VERSION_ACTIONS as readonly string[]).includes(row.action) && versionOf(row.after) === version ? row.after : row.before;
  return side as Record<string, unknown>;
}
