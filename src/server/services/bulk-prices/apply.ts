import { eq, sql } from 'drizzle-orm';
import type { BulkPriceChange, BulkPriceOperation } from '../../../domain/api/admin/bulk-prices';
import { MAX_PRICE_CENTS } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { bulkPriceChanges } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { summaryOf } from './describe';
import { changeAnswer } from './list';
import { placeNamesOf } from './place-names';
import { forEachPage, type Pace } from '../../db/pace';
import { planOf, type PlanPage } from './plan-sql';
import { addTotals, refusalOf, TOTAL_COLUMNS, totalsOf, type Totals } from './preview';

export const CHANGED_WHILE_APPLYING = 'Some of these prices were changed by someone else while this was applied; nothing was changed. Preview again, then apply.';

type PageAnswer = Totals & { last: number | null; written: number };

/**
 * Writes one page of the plan in one statement: every 'change' updated in place (version bumped, so an open
 * editor sees a conflict), every 'create' inserted with the source's widget HTML and flags, one change row
 * each with the price before; answers the page's totals and how many it wrote. A price out of range is not
 * written (the caller refuses the whole change), nor one whose version moved since the plan read it (the
 * caller sees fewer written than planned).
 */
async function writePage(tx: Executor, changeId: number, operation: BulkPriceOperation, user: AuditActor, page: PlanPage): Promise<PageAnswer> {
  const inRange = sql`p.after_cents between 0 and ${MAX_PRICE_CENTS}`;
  const [answer] = rowsOf<PageAnswer>(
    await tx.execute(sql`
      with plan as (${planOf(operation, page)}),
      changed as (
        update route_pricing r
        set price = p.after_cents / 100, version = r.version + 1, updated_at = now(), updated_by = ${user.email}
        from plan p
        where p.action = 'change' and ${inRange} and r.id = p.target_id and r.version = p.target_version
        returning r.id, r.aircraft_type, r.departure_location_id, r.destination_id, r.flight_type, p.before_cents, r.price, r.version
      ),
      created as (
        insert into route_pricing (aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route, is_active, updated_by)
        select p.aircraft_type, p.departure_location_id, p.destination_id, p.flight_type, p.after_cents / 100, s.iframe_html, s.is_custom_route, s.is_active, ${user.email}
        from plan p join route_pricing s on s.id = p.source_id
        where p.action = 'create' and ${inRange}
        returning id, aircraft_type, departure_location_id, destination_id, flight_type, null::numeric as before_cents, price, version
      ),
      saved as (
        insert into bulk_price_change_rows (change_id, route_pricing_id, aircraft_type, departure_location_id, destination_id, flight_type, before_price, after_price, after_version)
        select ${changeId}, id, aircraft_type, departure_location_id, destination_id, flight_type, before_cents / 100, price, version
        from (select * from changed union all select * from created) w
        returning 1
      )
      select ${TOTAL_COLUMNS}, (select count(*) from saved)::integer as written from plan`),
  );
  if (!answer) throw new Error('a page of the bulk change answered nothing');
  return answer;
}

/** Every page written; the totals of all of them and how many prices were written. */
async function writePlan(tx: Executor, changeId: number, operation: BulkPriceOperation, user: AuditActor, pace: Pace): Promise<{ totals: Totals; written: number }> {
  let totals: Totals = { changed: 0, created: 0, kept: 0, unchanged: 0, total_before: 0, total_after: 0, below: 0, over: 0 };
  let written = 0;
  await forEachPage(pace, async (page) => {
    const answer = await writePage(tx, changeId, operation, user, page);
    totals = addTotals(totals, answer);
    written += Number(answer.written);
    // One price out of range refuses the whole change: no need to write the rest.
    return totals.below + totals.over > 0 ? { last: null } : answer;
  });
  return { totals, written };
}

/**
 * POST /api/bulk-price-changes: applies `operation` in one transaction with its one audit entry (what was
 * done, in words, and the count). Refused with 400 in plain words when a result would be out of range or
 * nothing would change; 409 when a price changed meanwhile. Nothing is written unless all of it is.
 */
export async function applyBulkChange(db: Database, user: AuditActor, operation: BulkPriceOperation, pace: Pace): Promise<BulkPriceChange> {
  try {
    return await applyIn(db, user, operation, pace);
  } catch (error) {
    if (!(error instanceof OutOfRange)) throw error;
    // Worded as the preview words it, from the prices as they are again (the partial write rolled back).
    const refusal = await db.transaction(async (tx) => refusalOf(tx, operation, await totalsOf(tx, operation, pace)));
    throw badRequest(refusal ?? CHANGED_WHILE_APPLYING, [{ path: operation.kind === 'adjust' ? 'adjustment' : 'fromId', message: 'out of range' }]);
  }
}

/** A result out of range met while writing: the transaction rolls back, then the refusal is worded. */
class OutOfRange extends Error {}

function applyIn(db: Database, user: AuditActor, operation: BulkPriceOperation, pace: Pace): Promise<BulkPriceChange> {
  return db.transaction(async (tx) => {
    const summary = summaryOf(operation, await placeNamesOf(tx, operation));
    const regionId = operation.kind === 'adjust' ? operation.filters.regionId : operation.regionId;
    const [change] = await tx.insert(bulkPriceChanges).values({ kind: operation.kind, regionId, summary, operation, createdBy: user.email }).returning();
    if (!change) throw new Error('insert into bulk_price_changes returned nothing');
    const { totals, written } = await writePlan(tx, change.id, operation, user, pace).catch((error: unknown) => {
      // A price created meanwhile at a key the copy creates: the same as any other change meanwhile.
      throw sqlState(error) === UNIQUE_VIOLATION ? conflict(CHANGED_WHILE_APPLYING) : error;
    });
    // Thrown inside the transaction: everything written so far is rolled back, then the refusal is worded.
    if (totals.below + totals.over > 0) throw new OutOfRange();
    const count = totals.changed + totals.created;
    if (count === 0) throw badRequest('No route price would change: nothing matches these filters, or every price is already what it would become.');
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
