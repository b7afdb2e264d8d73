import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { regions } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { nextStamp } from '../row-versions/row-versions';
import { findForWrite } from './crud';
import { contentRows, type RowOf } from './content-table';
import { contentResource, fromRow } from './content-tables';
import { assertRegionMayGoLive } from './region-readiness-checks';

const regionResource = contentResource('regions');
type RegionRow = RowOf<typeof regionResource.table>;

/**
 * POST /api/admin/regions/:id/publish and /unpublish: the region goes live (every check met, else 409 in
 * words) or back to a draft. Versioned like every write (409 with the current row when stale), audited as
 * 'publish' / 'unpublish' with the row before and after.
 */
export async function setRegionPublished(db: Database, user: AuditActor, id: number, live: boolean, expected: number | undefined): Promise<RegionRow> {
  return db.transaction(async (tx) => {
    const before = await findForWrite(tx, regionResource, id, undefined, expected);
    if (live) await assertRegionMayGoLive(tx, id);
    if (before.isActive === live) return before;
    const [after] = await contentRows(tx, regionResource.table).update({ isActive: live, ...nextStamp(regionResource.table, user) }, eq(regions.id, id));
    if (!after) throw notFound(`Region ${id} was not found`);
    await recordAudit(tx, { user, action: live ? 'publish' : 'unpublish', entity: regionResource.auditEntity, entityId: id, before: fromRow(regionResource, before), after });
    return after;
  });
}
