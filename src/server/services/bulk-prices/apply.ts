import { eq, sql } from 'drizzle-orm';
import type { BulkPriceChange, BulkPriceOperation } from '../../../domain/api/admin/bulk-prices';
import type { Database, Executor } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { bulkPriceChanges } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { changeAnswer } from './list';
import { planOf } from './plan-sql';
import { assessIn } from './preview';

export const CHANGED_WHILE_APPLYING = 'Some of these prices were changed by someone else while this was applied; nothing was changed. Preview again, then apply.';

/**
 * Writes the plan in one statement: every 'change' updated in place (version bumped, so an open editor
 * sees a conflict), every 'create' inserted with the source's widget HTML and flags, and one change row
 * each with the price before. Answers how many it wrote. A price whose version moved since the plan read
 * it is skipped, which the caller sees as a count below the plan's.
 */
async function writePlan(tx: Executor, changeId: number, operation: BulkPriceOperation, user: AuditActor): Promise<number> {
  const [written] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with plan as (${planOf(operation)}),
      changed as (
        update route_pricing r
        set price = p.after_cents / 100, version = r.version + 1, updated_at = now(), updated_by = ${user.email}
        from plan p
        where p.action = 'change' and r.id = p.target_id and r.version = p.target_version
        returning r.id, r.aircraft_type, r.departure_location_id, r.destination_id, r.flight_type, p.before_cents, r.price, r.version
      ),
      created as (
        insert into route_pricing (aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route, is_active, updated_by)
        select p.aircraft_type, p.departure_location_id, p.destination_id, p.flight_type, p.after_cents / 100, s.iframe_html, s.is_custom_route, s.is_active, ${user.email}
        from plan p join route_pricing s on s.id = p.source_id
        where p.action = 'create'
        returning id, aircraft_type, departure_location_id, destination_id, flight_type, null::numeric as before_cents, price, version
      ),
      saved as (
        insert into bulk_price_change_rows (change_id, route_pricing_id, aircraft_type, departure_location_id, destination_id, flight_type, before_price, after_price, after_version)
        select ${changeId}, id, aircraft_type, departure_location_id, destination_id, flight_type, before_cents / 100, price, version
        from (select * from changed union all select * from created) w
        returning 1
      )
      select count(*)::integer as n from saved`),
  );
  return written?.n ?? 0;
}

/**
 * POST /api/bulk-price-changes: applies `operation` in one transaction with its one audit entry (what was
 * done, in words, and the count). Refused with 400 in plain words when a result would be out of range or
 * nothing would change; 409 when a price changed meanwhile. Nothing is written unless all of it is.
 */
export async function applyBulkChange(db: Database, user: AuditActor, operation: BulkPriceOperation): Promise<BulkPriceChange> {
  return db.transaction(async (tx) => {
    const { summary, totals, count, refusal } = await assessIn(tx, operation);
    if (refusal) throw badRequest(refusal, [{ path: operation.kind === 'adjust' ? 'adjustment' : 'fromId', message: 'out of range' }]);
    if (count === 0) throw badRequest('No route price would change: nothing matches these filters, or every price is already what it would become.');
    const regionId = operation.kind === 'adjust' ? operation.filters.regionId : operation.regionId;
    const [change] = await tx.insert(bulkPriceChanges).values({ kind: operation.kind, regionId, summary, operation, createdBy: user.email }).returning();
    if (!change) throw new Error('insert into bulk_price_changes returned nothing');
    const written = await writePlan(tx, change.id, operation, user).catch((error: unknown) => {
      // A price created meanwhile at a key the copy creates: the same as any other change meanwhile.
      throw sqlState(error) === UNIQUE_VIOLATION ? conflict(CHANGED_WHILE_APPLYING) : error;
    });
    if (written !== count) throw conflict(CHANGED_WHILE_APPLYING);
    const [saved] = await tx.update(bulkPriceChanges).set({ count: written }).where(eq(bulkPriceChanges.id, change.id)).returning();
    await recordAudit(tx, {
      user,
      action: 'bulk',
      entity: 'bulk_price_change',
      entityId: change.id,
      after: { summary, count: written, changed: totals.changed, created: totals.created, kept: totals.kept },
    });
    return changeAnswer(saved!);
  });
}
