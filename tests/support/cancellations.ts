import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { quoteVersions } from '../../src/server/db/schema';
import { insertAcceptedBooking, type InsertedBooking } from './bookings';

/** The day (YYYY-MM-DD) and time (HH:MM) in Perth (UTC+8, no daylight saving) `hours` from now, to the minute. */
export function perthInHours(hours: number): { date: string; time: string } {
  const local = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * An accepted booking whose flight departs `hours` from now (plus half an hour, so whole hours round down to
 * `hours` however long the test takes to reach the server): the day on the booking, the time in its itinerary.
 */
export async function insertBookingDeparting(db: Database, hours: number, options: Parameters<typeof insertAcceptedBooking>[1] = {}): Promise<InsertedBooking> {
  const { date, time } = perthInHours(hours + 0.5);
  const inserted = await insertAcceptedBooking(db, { ...options, flightDate: date });
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, inserted.quoteId));
  await db.update(quoteVersions).set({ itinerary: { ...version!.itinerary, date, time } }).where(eq(quoteVersions.id, version!.id));
  return inserted;
}
