import { eq, sql } from 'drizzle-orm';
import type { BulkPriceChange } from '../../../domain/api/admin/bulk-prices';
import type { Database, Executor } from '../../db/database';
import { forEachIdRange, type Pace } from '../../db/pace';
import { rowsOf } from '../../db/rows';
import { bulkPriceChanges } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { changeAnswer } from './list';
import { changeRowBounds } from './change-rows';

const prices = (n: number) => `${n} ${n === 1 ? 'price' : 'prices'}`;

/**
 * Puts every price back as it was before the change (version bumped) and removes the ones it created, a
 * range of the change's rows at a time; a price changed or removed since is left alone. Answers how many
 * were put back or removed.
 */
async function restore(tx: Executor, changeId: number, user: AuditActor, pace: Pace): Promise<number> {
  let restored = 0;
  await forEachIdRange(pace, await changeRowBounds(tx, changeId), async (first, last) => {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with c as (
          select * from bulk_price_change_rows
          where change_id = ${changeId} and route_pricing_id between ${first} and ${last}
        ),
        restored as (
          update route_pricing r
          set price = c.before_price, version = r.version + 1, updated_at = now(), updated_by = ${user.email}
          from c
          where c.before_price is not null and r.id = c.route_pricing_id and r.version = c.after_version
          returning 1
        ),
        removed as (
          delete from route_pricing r using c
          where c.before_price is null and r.id = c.route_pricing_id and r.version = c.after_version
          returning 1
        )
        select ((select count(*) from restored) + (select count(*) from removed))::integer as n`),
    );
    restored += Number(row?.n ?? 0);
  });
  return restored;
}

/**
 * POST /api/bulk-price-changes/:id/undo: restores exactly the prices before the change, in one transaction
 * with one audit entry. Refused with 409 in plain words when it was undone already, or when some of its
 * prices were changed or removed since (naming how many): undo never overwrites a later edit (decision 0045).
 */
export async function undoBulkChange(db: Database, user: AuditActor, changeId: number, pace: Pace): Promise<BulkPriceChange> {
  return db.transaction(async (tx) => {
    const [change] = await tx.select().from(bulkPriceChanges).where(eq(bulkPriceChanges.id, changeId)).for('update');
    if (!change) throw notFound(`Bulk change ${changeId} was not found`);
    if (change.undoneAt) throw conflict(`This bulk change was already undone by ${change.undoneBy ?? 'someone'}.`);
    const restored = await restore(tx, changeId, user, pace);
    // Thrown inside the transaction: the prices put back so far are rolled back too.
    const since = change.count - restored;
    if (since > 0) {
      throw conflict(
        `${prices(since)} of the ${prices(change.count)} this bulk change wrote ${since === 1 ? 'was' : 'were'} changed or removed since, so it cannot be undone in one step without losing that work. Nothing was changed; change them back in the grid instead.`,
      );
    }
    const [undone] = await tx.update(bulkPriceChanges).set({ undoneAt: sql`now()`, undoneBy: user.email }).where(eq(bulkPriceChanges.id, changeId)).returning();
    await recordAudit(tx, { user, action: 'undo', entity: 'bulk_price_change', entityId: changeId, before: { summary: change.summary, count: change.count }, after: { restored } });
    return changeAnswer(undone!);
  });
}
