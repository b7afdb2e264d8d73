import { getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImpactItem } from '../../../domain/api/admin/trash';
import type { Executor } from '../../db/database';
import { trash, type TrashedRows } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { collectDependants, snapshot } from './dependants';
import { summaryOf } from './delete-impact';

export interface TrashRequest {
  /** API type (destinations, route-pricing, …) and audit entity. */
  type: string;
  entity: string;
  table: PgTable & { id: PgColumn };
  /** The item as read for the write (the audit's before). */
  row: Record<string, unknown> & { id: number };
  name: string;
  regionId: number | null;
  user: AuditActor;
  /** Rows deleted with the item that no foreign key ties to it (a route's other flight types). */
  companions?: { rows: Record<string, unknown>[]; ids: number[]; kind: string; label: string };
}

/**
 * Moves an item and everything deleted or unlinked with it into one trash entry, then deletes them, with
 * one audit row listing the dependants. Runs in the caller's transaction (the item already locked).
 * Answers the trash entry's id.
 */
export async function moveToTrash(tx: Executor, request: TrashRequest): Promise<number> {
  const { table, row, user } = request;
  const [item] = await snapshot(tx, table, sql`${table.id} = ${row.id}`);
  if (!item) throw new Error(`${getTableName(table)} ${row.id} vanished while being deleted`);
  const found = await collectDependants(tx, table, row.id);
  const sets: TrashedRows[] = [];
  const summary: ImpactItem[] = [];
  if (request.companions && request.companions.rows.length > 0) {
    const { rows, kind, label } = request.companions;
    const set: TrashedRows = { table: getTableName(table), kind, mode: 'cascade', rows };
    sets.push(set);
    // The label counts the whole route (the item is one of its flight types).
    summary.push({ ...summaryOf(set, label), count: rows.length + 1 });
  }
  for (const { rows, dependant } of found) {
    sets.push(rows);
    summary.push(summaryOf(rows, dependant.label(rows.rows.length)));
  }

  const [entry] = await tx
    .insert(trash)
    .values({
      type: request.type,
      entityId: row.id,
      name: request.name,
      regionId: request.regionId,
      deletedBy: user.email,
      item: { table: getTableName(table), kind: 'item', mode: 'cascade', rows: [item] },
      dependants: sets,
      summary,
    })
    .returning({ id: trash.id });
  if (!entry) throw new Error('insert into trash returned nothing');

  if (request.companions && request.companions.ids.length > 0) await tx.delete(table).where(inArray(table.id, request.companions.ids));
  // Foreign keys remove (or unlink) the dependants with the item, exactly as snapshotted above: the caller
  // holds the item FOR UPDATE, so no row can start pointing at it (that takes a key-share lock) meanwhile.
  await tx.delete(table).where(sql`${table.id} = ${row.id}`);

  await recordAudit(tx, {
    user,
    action: 'delete',
    entity: request.entity,
    entityId: row.id,
    // The entry's name too, for rows that have none of their own (a route price): the log's line names it.
    before: { name: request.name, ...row, dependants: sets.map((set, i) => ({ ...set, label: summary[i]?.label })) },
    after: { trashEntryId: entry.id, summary },
  });
  return entry.id;
}
