import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';

export interface SalesStage {
  count: number;
  valueCents: number;
}

export interface SalesFigures {
  sent: SalesStage;
  accepted: SalesStage;
  paid: SalesStage;
  refundedCents: number;
}

interface FiguresRow {
  sent_count: number;
  sent_value: number;
  accepted_count: number;
  accepted_value: number;
  paid_count: number;
  paid_value: number;
  refunded: number;
}

/**
 * Firm quotes and money since `since` (all time without it), in one statement: quotes sent and accepted with
 * the totals of their latest versions, payments received (the bookings they paid and the sum) and refunds
 * that went through. Read from the tables, so every instance and the panel give the same figures.
 */
export async function salesFigures(db: Executor, since?: Date): Promise<SalesFigures> {
  const from = since ? sql`${since.toISOString()}::timestamptz` : sql`'-infinity'::timestamptz`;
  const result = await db.execute(sql`
    with latest as (
      select q.sent_at, q.accepted_at, v.total_cents
      from quotes q join quote_versions v on v.quote_id = q.id and v.version = q.current_version
    )
    select
      (select count(*)::int from latest where sent_at >= ${from}) as sent_count,
      (select coalesce(sum(total_cents), 0)::bigint from latest where sent_at >= ${from}) as sent_value,
      (select count(*)::int from latest where accepted_at >= ${from}) as accepted_count,
      (select coalesce(sum(total_cents), 0)::bigint from latest where accepted_at >= ${from}) as accepted_value,
      (select count(distinct booking_id)::int from payments where status = 'paid' and paid_at >= ${from}) as paid_count,
      (select coalesce(sum(amount_cents), 0)::bigint from payments where status = 'paid' and paid_at >= ${from}) as paid_value,
      (select coalesce(sum(amount_cents), 0)::bigint from refunds where status = 'succeeded' and created_at >= ${from}) as refunded`);
  const [row] = rowsOf<FiguresRow>(result);
  const n = (value: number | string | undefined) => Number(value ?? 0);
  return {
    sent: { count: n(row?.sent_count), valueCents: n(row?.sent_value) },
    accepted: { count: n(row?.accepted_count), valueCents: n(row?.accepted_value) },
    paid: { count: n(row?.paid_count), valueCents: n(row?.paid_value) },
    refundedCents: n(row?.refunded),
  };
}
