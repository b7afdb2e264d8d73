import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ClickStats } from '../../../domain/api/admin/responses';
import type { Database } from '../../db/database';
import { bookingClicks } from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * GET /api/admin/analytics/booking-clicks: clicks over the `days` before `now` (one region or all), the
 * 50 busiest routes, per aircraft, per partner (no partner = 'Direct') and per UTC day.
 */
export async function bookingClickStats(db: Database, query: { regionId?: number | undefined; days: number }, now: Date): Promise<ClickStats> {
  const { regionId, days } = query;
  const since = new Date(now.getTime() - days * DAY_MS);
  const filters: SQL[] = [gte(bookingClicks.createdAt, since)];
  if (regionId !== undefined) filters.push(eq(bookingClicks.regionId, regionId));
  const where = and(...filters);
  const total = count();
  const [byRoute, byAircraft, byPartner, byDay, [all]] = await Promise.all([
    db.select({ departure: bookingClicks.departure, destination: bookingClicks.destination, clicks: total }).from(bookingClicks).where(where).groupBy(bookingClicks.departure, bookingClicks.destination).orderBy(desc(total)).limit(50),
    db.select({ aircraftType: bookingClicks.aircraftType, clicks: total }).from(bookingClicks).where(where).groupBy(bookingClicks.aircraftType).orderBy(desc(total)),
    db.select({ partner: bookingClicks.partner, clicks: total }).from(bookingClicks).where(where).groupBy(bookingClicks.partner).orderBy(desc(total)),
    db
      .select({ day: sql<string>`to_char(${bookingClicks.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), clicks: total })
      .from(bookingClicks)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db.select({ clicks: total }).from(bookingClicks).where(where),
  ]);
  return { days, since: since.toISOString(), total: all?.clicks ?? 0, byRoute, byAircraft, byPartner: byPartner.map((p) => ({ partner: p.partner ?? 'Direct', clicks: p.clicks })), byDay };
}
