import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clickStatsSchema } from '../../../domain/api/admin/responses';
import { analyticsQuerySchema } from '../../../domain/api/admin/settings';
import { bookingClicks } from '../../db/schema';

/** Beyond the spec: booking clicks per route, aircraft, partner and day over the last N days. Guarded by `adminRoutes`. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/analytics/booking-clicks', { schema: { querystring: analyticsQuerySchema, response: { 200: clickStatsSchema } } }, async (request) => {
    const { regionId, days } = request.query;
    const since = new Date(app.now().getTime() - days * 86_400_000);
    const filters: SQL[] = [gte(bookingClicks.createdAt, since)];
    if (regionId !== undefined) filters.push(eq(bookingClicks.regionId, regionId));
    const where = and(...filters);
    const { db } = app.database;
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
  });
};
