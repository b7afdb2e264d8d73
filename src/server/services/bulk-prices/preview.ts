import { sql } from 'drizzle-orm';
import { BULK_PREVIEW_ROWS, type BulkPreview, type BulkPreviewRow, type BulkPriceOperation } from '../../../domain/api/admin/bulk-prices';
import { formatAud, MAX_PRICE_CENTS } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { summaryOf } from './describe';
import { placeNamesOf } from './place-names';
import { forEachPage, type Pace } from '../../db/pace';
import { planOf, WRITES } from './plan-sql';

export interface Totals {
  changed: number;
  created: number;
  kept: number;
  unchanged: number;
  total_before: number;
  total_after: number;
  below: number;
  over: number;
}

interface PlanRow {
  departure_name: string;
  destination_name: string;
  aircraft_type: string;
  flight_type: string;
  action: BulkPreviewRow['action'];
  before_cents: number | null;
  after_cents: number;
}

/** The aggregates of a plan (or one page of it) as SQL select columns. */
export const TOTAL_COLUMNS = sql`
  count(*) filter (where action = 'change')::integer as changed,
  count(*) filter (where action = 'create')::integer as created,
  count(*) filter (where action = 'keep')::integer as kept,
  count(*) filter (where action = 'same')::integer as unchanged,
  coalesce(sum(before_cents) filter (where action in ${WRITES}), 0)::float8 as total_before,
  coalesce(sum(after_cents) filter (where action in ${WRITES}), 0)::float8 as total_after,
  count(*) filter (where action in ${WRITES} and after_cents < 0)::integer as below,
  count(*) filter (where action in ${WRITES} and after_cents > ${MAX_PRICE_CENTS})::integer as over,
  max(driver_id) as last`;

const NO_TOTALS: Totals = { changed: 0, created: 0, kept: 0, unchanged: 0, total_before: 0, total_after: 0, below: 0, over: 0 };

/** Adds a page's totals to the running ones. */
export function addTotals(sum: Totals, page: Totals): Totals {
  const out = { ...sum };
  for (const key of Object.keys(NO_TOTALS) as (keyof Totals)[]) out[key] = Number(sum[key]) + Number(page[key]);
  return out;
}

/** The totals of the whole plan, a page at a time. */
export async function totalsOf(tx: Executor, operation: BulkPriceOperation, pace: Pace): Promise<Totals> {
  let totals = NO_TOTALS;
  await forEachPage(pace, async (page) => {
    const [row] = rowsOf<Totals & { last: number | null }>(await tx.execute(sql`with plan as (${planOf(operation, page)}) select ${TOTAL_COLUMNS} from plan`));
    if (!row) throw new Error('the bulk change totals answered nothing');
    totals = addTotals(totals, row);
    return row;
  });
  return totals;
}

/** Rows of the plan with their places' names, by departure, destination, aircraft and flight type. */
async function planRows(tx: Executor, operation: BulkPriceOperation, which: 'shown' | 'refused'): Promise<PlanRow[]> {
  const filter = which === 'shown' ? sql`p.action <> 'same'` : sql`p.action in ${WRITES} and (p.after_cents < 0 or p.after_cents > ${MAX_PRICE_CENTS})`;
  return rowsOf<PlanRow>(
    await tx.execute(sql`
      with plan as (${planOf(operation)})
      select dd.name as departure_name, ds.name as destination_name, p.aircraft_type, p.flight_type, p.action,
        p.before_cents::float8 as before_cents, p.after_cents::float8 as after_cents
      from plan p
      join departure_locations dd on dd.id = p.departure_location_id
      join destinations ds on ds.id = p.destination_id
      where ${filter}
      order by dd.name, ds.name, p.aircraft_type, p.flight_type
      limit ${which === 'shown' ? BULK_PREVIEW_ROWS : 1}`),
  );
}

const rowWords = (row: PlanRow) =>
  `${row.departure_name} → ${row.destination_name}, ${row.aircraft_type}, ${row.flight_type}: ${row.before_cents === null ? 'none' : formatAud(row.before_cents)} → ${formatAud(row.after_cents)}`;

/** Why the change cannot be applied, in plain words with one example, or null. Refused, never clamped (decision 0045). */
export async function refusalOf(tx: Executor, operation: BulkPriceOperation, totals: Totals): Promise<string | null> {
  if (totals.below === 0 && totals.over === 0) return null;
  const [example] = await planRows(tx, operation, 'refused');
  const reasons = [
    totals.below > 0 ? `${totals.below} ${totals.below === 1 ? 'price' : 'prices'} would fall below A$0` : '',
    totals.over > 0 ? `${totals.over} ${totals.over === 1 ? 'price' : 'prices'} would go over ${formatAud(MAX_PRICE_CENTS)}, the most a price can be` : '',
  ].filter(Boolean);
  return `${reasons.join(' and ')} (for example ${example ? rowWords(example) : 'one of them'}). Nothing was changed: choose a smaller change or narrow the filters.`;
}

/** POST /api/bulk-price-changes/preview: what applying the same body would do now. */
export async function previewBulkChange(db: Database, operation: BulkPriceOperation, pace: Pace): Promise<BulkPreview> {
  return db.transaction(async (tx) => {
    const summary = summaryOf(operation, await placeNamesOf(tx, operation));
    const totals = await totalsOf(tx, operation, pace);
    const refusal = await refusalOf(tx, operation, totals);
    const rows = await planRows(tx, operation, 'shown');
    return {
      summary,
      count: totals.changed + totals.created,
      changed: totals.changed,
      created: totals.created,
      kept: totals.kept,
      unchanged: totals.unchanged,
      totalBeforeCents: Number(totals.total_before),
      totalAfterCents: Number(totals.total_after),
      rows: rows.map((r) => ({
        departureName: r.departure_name,
        destinationName: r.destination_name,
        aircraftType: r.aircraft_type,
        flightType: r.flight_type,
        action: r.action,
        beforeCents: r.before_cents === null ? null : Number(r.before_cents),
        afterCents: Number(r.after_cents),
      })),
      refusal,
    };
  });
}
