import { eq, sql } from 'drizzle-orm';
import type { ImpactItem, RestoreResult } from '../../../domain/api/admin/trash';
import type { Database, Executor } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import { trash, type TrashedRows } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { itemRefusal, reinsertedImpact, relinkedImpact, restoredMessage, setWords, type ReinsertOutcome } from './restore-report';
import { auditEntity, typeLabel } from './type-labels';

type TrashEntry = typeof trash.$inferSelect;

const table = (name: string) => sql.identifier(name);

/** Puts one row back exactly as it was (its id too); a clash or a missing parent is reported, not thrown. */
async function reinsert(tx: Executor, set: TrashedRows, row: Record<string, unknown>): Promise<ReinsertOutcome> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(
        sql`insert into ${table(set.table)} select * from jsonb_populate_record(null::${table(set.table)}, ${JSON.stringify(row)}::jsonb)`,
      );
    });
    return 'ok';
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) return 'clash';
    if (state === FOREIGN_KEY_VIOLATION) return 'orphan';
    throw error;
  }
}

/** Links rows back to the restored item (those still there and not linked elsewhere since). */
async function relink(tx: Executor, set: TrashedRows, itemId: number): Promise<number> {
  const ids = set.rows.map((r) => Number(r.id));
  const result = await tx.execute(
    sql`update ${table(set.table)} set ${table(set.column!)} = ${itemId} where id = any(${sql.param(ids)}::integer[]) and ${table(set.column!)} is null returning id`,
  );
  return (result as { rows: unknown[] }).rows.length;
}

/** Puts back what went with the item: links cleared are re-made, rows deleted are re-inserted one by one. */
async function restoreDependants(tx: Executor, entry: TrashEntry): Promise<{ restored: ImpactItem[]; skipped: ImpactItem[] }> {
  const restored: ImpactItem[] = [];
  const skipped: ImpactItem[] = [];
  for (const set of entry.dependants) {
    if (set.mode === 'set-null') {
      restored.push(...relinkedImpact(set, entry.summary, await relink(tx, set, entry.entityId)));
      continue;
    }
    const outcomes: ReinsertOutcome[] = [];
    for (const row of set.rows) outcomes.push(await reinsert(tx, set, row));
    const impact = reinsertedImpact(set.kind, setWords(set, entry.summary), outcomes);
    restored.push(...impact.restored);
    skipped.push(...impact.skipped);
  }
  return { restored, skipped };
}

/**
 * POST /api/admin/trash/:id/restore: the item and what went with it back with their original ids, in one
 * transaction; the entry is removed and the restore audited. 409 when the item itself clashes with a row
 * created since (same name or value) or belongs to something deleted since.
 */
export async function restoreEntry(db: Database, user: AuditActor, id: number): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(trash).where(eq(trash.id, id)).for('update');
    if (!entry) throw notFound(`Trash entry ${id} was not found; it may have been restored or purged already`);
    const label = typeLabel(entry.type);
    const itemRow = entry.item.rows[0];
    if (!itemRow) throw new Error(`trash entry ${id} holds no item`);
    const refusal = itemRefusal(await reinsert(tx, entry.item, itemRow), label, entry.name);
    if (refusal) throw conflict(refusal);

    const { restored, skipped } = await restoreDependants(tx, entry);
    await tx.delete(trash).where(eq(trash.id, id));
    await recordAudit(tx, {
      user,
      action: 'restore',
      entity: auditEntity(entry.type),
      entityId: entry.entityId,
      after: { ...itemRow, restored, skipped, trashEntryId: id },
    });
    return { message: restoredMessage(label, entry.name, skipped), type: entry.type, entityId: entry.entityId, restored, skipped };
  });
}
