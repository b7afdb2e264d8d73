import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, rowVersion } from './columns';
import { departureLocations, regions } from './locations';

/**
 * Where each aircraft type is kept in a region and what bringing it to a flight costs (decision 0070): the
 * home airfield (a departure location of the region), the positioning charge (a ferry rate per flight hour,
 * or a percentage of the aircraft's per-hour rule), the radius around home within which positioning is
 * free, and the waiting rate per hour on the ground during a trip. Rule in words: POSITIONING_RULE_TEXT
 * (src/domain/pricing/positioning.ts).
 */
export const homeAirfields = pgTable(
  'home_airfields',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    aircraftType: varchar('aircraft_type', { length: 40 }).notNull(),
    departureLocationId: integer('departure_location_id')
      .notNull()
      .references(() => departureLocations.id, { onDelete: 'cascade' }),
    /** ferry-rate | hourly-percent */
    positioningUnit: varchar('positioning_unit', { length: 20 }).notNull(),
    /** A$ per flight hour (ferry-rate) or a percentage of the per-hour rule's rate (hourly-percent). */
    positioningValue: numeric('positioning_value', { precision: 10, scale: 2 }).notNull(),
    freeRadiusKm: integer('free_radius_km').notNull().default(0),
    /** A$ per hour on the ground between two legs of a trip; null: waiting is not charged. */
    waitingRate: money('waiting_rate'),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [
    uniqueIndex('home_airfields_region_aircraft').on(t.regionId, t.aircraftType),
    check('home_airfields_unit', sql`${t.positioningUnit} in ('ferry-rate', 'hourly-percent')`),
    check('home_airfields_value', sql`${t.positioningValue} >= 0`),
    check('home_airfields_radius', sql`${t.freeRadiusKm} >= 0`),
    check('home_airfields_waiting', sql`${t.waitingRate} is null or ${t.waitingRate} >= 0`),
  ],
);

export type HomeAirfieldRow = typeof homeAirfields.$inferSelect;
