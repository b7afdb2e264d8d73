import { sql } from 'drizzle-orm';
import type { HomeNewInquiries } from '../../../domain/api/admin/home';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { placeResolver } from './place-names';

const NEWEST_SHOWN = 5;

interface NewestRow {
  kind: 'booking' | 'wechat';
  id: number;
  reference: string;
  name: string;
  departure: string | null;
  destination: string | null;
  createdAt: string;
}

/**
 * GET /api/admin/home/new-inquiries: how many booking and WeChat requests still have status new, the newest
 * five of them with their places by name (each opens in the inbox by its reference), and how many requests
 * not closed have a follow-up day before `today` (the staff member's; the database's when not given).
 */
export async function newInquiries(db: Executor, today?: string): Promise<HomeNewInquiries> {
  const before = today === undefined ? sql`current_date` : sql`${today}::date`;
  const [counted, newest] = await Promise.all([
    db.execute(sql`
      select ((select count(*) from booking_requests where status = 'new') + (select count(*) from wechat_requests where status = 'new'))::int as total,
             (select count(*) from inquiries where follow_up_on < ${before} and status <> 'closed')::int as overdue`),
    db.execute(sql`
      select * from (
        (select 'booking' as kind, id, reference, contact_name as name, departure, destination, created_at from booking_requests where status = 'new' order by created_at desc, id desc limit ${NEWEST_SHOWN})
        union all
        (select 'wechat', id, reference, customer_name, departure, destination, created_at from wechat_requests where status = 'new' order by created_at desc, id desc limit ${NEWEST_SHOWN})
      ) newest
      order by created_at desc, id desc
      limit ${NEWEST_SHOWN}`),
  ]);
  const rows = rowsOf<Omit<NewestRow, 'createdAt'> & { created_at: string | Date }>(newest);
  const places = await placeResolver(
    db,
    rows.flatMap((r) => (r.departure ? [r.departure] : [])),
    rows.flatMap((r) => (r.destination ? [r.destination] : [])),
  );
  return {
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
    overdue: rowsOf<{ overdue: number }>(counted)[0]?.overdue ?? 0,
    newest: rows.map(({ created_at: createdAt, ...row }) => ({
      ...row,
      departure: row.departure ? places.departure(row.departure).name : null,
      destination: row.destination ? places.destination(row.destination).name : null,
      createdAt: new Date(createdAt).toISOString(),
    })),
  };
}
