import { inArray, sql } from 'drizzle-orm';
import type { BulkAction, BulkRequest, BulkResponse } from '../../../domain/api/admin';
import type { Database, Executor } from '../../db/database';
import { badRequest } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { contentRows, type ContentTable, type RowOf } from './content-table';
import type { ContentResource } from './content-tables';
import { trashContentRow } from './crud';
import { assertRegionMayGoLive } from './region-readiness-checks';

/** The rows of `ids`, locked; a 400 naming every id that is unknown or (with ?regionId) of another region. */
async function lockRows<T extends ContentTable>(tx: Executor, resource: ContentResource<T>, ids: number[], regionId: number | undefined): Promise<Map<number, RowOf<T>>> {
  const { table } = resource;
  const rows = await contentRows(tx, table).select(inArray(table.id, ids), { lock: true });
  const found = new Map(rows.map((row) => [row.id, row]));
  const scoped = regionId !== undefined && resource.region === 'required';
  const missing = ids.filter((id) => {
    const row = found.get(id);
    return !row || (scoped && row.regionId !== regionId);
  });
  if (missing.length > 0) {
    const noun = resource.label.toLowerCase();
    const where = scoped ? ` in this region` : '';
    throw badRequest(`Nothing was changed: there is no ${noun}${where} with the id ${missing.join(', ')}`, [
      { path: 'ids', message: `unknown id ${missing.join(', ')}` },
    ]);
  }
  return found;
}

/** Activate or deactivate: every row's version goes up and its editor is recorded, one audit entry per row. */
async function setActive<T extends ContentTable>(tx: Executor, resource: ContentResource<T>, user: AuditActor, ids: number[], rows: Map<number, RowOf<T>>, isActive: boolean) {
  const { table } = resource;
  const changed = await contentRows(tx, table).update({ isActive, version: sql`${table.version} + 1`, updatedAt: new Date(), updatedBy: user.email }, inArray(table.id, ids));
  for (const after of changed) {
    // Switching a region on is publishing it (decision 0044): refused, with nothing changed, while a check is unmet.
    if (isActive && resource.region === 'none' && rows.get(after.id)?.isActive !== true) await assertRegionMayGoLive(tx, after.id);
    await recordAudit(tx, { user, action: 'update', entity: resource.auditEntity, entityId: after.id, before: rows.get(after.id), after });
  }
  return changed.length;
}

/**
 * POST /api/admin/{type}/bulk: one action over many rows of one content list in one transaction; any
 * unknown id changes nothing. Another action is one more case below (and one more value of BULK_ACTIONS).
 */
export async function runBulkAction(
  db: Database,
  resource: ContentResource,
  user: AuditActor,
  request: BulkRequest,
  regionId: number | undefined,
): Promise<BulkResponse> {
  return db.transaction(async (tx) => {
    const rows = await lockRows(tx, resource, request.ids, regionId);
    const action: BulkAction = request.action;
    switch (action) {
      case 'activate':
        return { updated: await setActive(tx, resource, user, request.ids, rows, true) };
      case 'deactivate':
        return { updated: await setActive(tx, resource, user, request.ids, rows, false) };
      case 'delete': {
        const trashEntries: number[] = [];
        for (const id of request.ids) trashEntries.push(await trashContentRow(tx, resource, user, rows.get(id)!));
        return { updated: trashEntries.length, trashEntries };
      }
    }
  });
}

