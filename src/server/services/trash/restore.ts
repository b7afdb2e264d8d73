import { eq, sql } from 'drizzle-orm';
import type { ImpactItem, RestoreResult } from '../../../domain/api/admin/trash';
import type { Database, Executor } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import { trash, type TrashedRows } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { auditEntity, typeLabel } from './type-labels';

const table = (name: string) => sql.identifier(name);

/** Puts one row back exactly as it was (its id too); a clash or a missing parent is reported, not thrown. */
async function reinsert(tx: Executor, set: TrashedRows, row: Record<string, unknown>): Promise<'ok' | 'clash' | 'orphan'> {
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

const plain = (count: number, what: string) => ({ kind: what, count, label: `${count} ${what}` });

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
    const outcome = await reinsert(tx, entry.item, itemRow);
    if (outcome === 'clash') {
      throw conflict(`${label} "${entry.name}" cannot be restored: one created since has the same name or value. Rename or delete that one first.`);
    }
    if (outcome === 'orphan') {
      throw conflict(`${label} "${entry.name}" cannot be restored: what it belongs to (its region, departure or destination) was deleted since. Restore that first.`);
    }

    const restored: ImpactItem[] = [];
    const skipped: ImpactItem[] = [];
    for (const set of entry.dependants) {
      const summary = entry.summary.find((s) => s.kind === set.kind);
      const what = summary?.label.replace(/^\d+ /, '') ?? set.kind;
      if (set.mode === 'set-null') {
        const linked = await relink(tx, set, entry.entityId);
        if (linked > 0) restored.push({ kind: set.kind, count: linked, label: summary?.label ?? `${linked} ${set.kind}` });
        continue;
      }
      let ok = 0;
      let clash = 0;
      let orphan = 0;
      for (const row of set.rows) {
        const result = await reinsert(tx, set, row);
        if (result === 'ok') ok += 1;
        else if (result === 'clash') clash += 1;
        else orphan += 1;
      }
      if (ok > 0) restored.push({ ...plain(ok, what), kind: set.kind });
      if (clash > 0) skipped.push({ kind: set.kind, count: clash, label: `${clash} ${what} not restored: a matching one was created since` });
      if (orphan > 0) skipped.push({ kind: set.kind, count: orphan, label: `${orphan} ${what} not restored: what they belong to was deleted since` });
    }

    await tx.delete(trash).where(eq(trash.id, id));
    await recordAudit(tx, {
      user,
      action: 'restore',
      entity: auditEntity(entry.type),
      entityId: entry.entityId,
      after: { ...itemRow, restored, skipped, trashEntryId: id },
    });
    const message = skipped.length > 0 ? `${label} "${entry.name}" restored; ${skipped.map((s) => s.label).join('; ')}` : `${label} "${entry.name}" restored`;
    return { message, type: entry.type, entityId: entry.entityId, restored, skipped };
  });
}
