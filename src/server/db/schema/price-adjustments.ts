import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, isActive, rowVersion, translations } from './columns';
import { departureLocations, destinations, regions } from './locations';

/**
 * Prices that know the date (decision 0063): a season, days of the week or a peak date that raise or lower
 * the flight's price in a region by a percentage or an amount, optionally for one aircraft, flight type,
 * departure or destination. Which apply on a day: OVERLAP_RULE_TEXT (src/domain/date-adjustments.ts).
 */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    /** season | weekday | peak */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    translations: translations(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** 0 Sunday … 6 Saturday; weekday adjustments only. */
    weekdays: smallint('weekdays').array().notNull().default(sql`'{}'::smallint[]`),
    /** percent | amount */
    unit: varchar('unit', { length: 10 }).notNull(),
    /** A percentage (12.50) or an amount in A$ (150.00); negative lowers the price. */
    value: numeric('value', { precision: 10, scale: 2 }).notNull(),
    aircraftType: varchar('aircraft_type', { length: 40 }),
    flightType: varchar('flight_type', { length: 20 }),
    departureLocationId: integer('departure_location_id').references(() => departureLocations.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'cascade' }),
    isActive: isActive(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [
    index('price_adjustments_region_idx').on(t.regionId),
    check('price_adjustments_kind', sql`${t.kind} in ('season', 'weekday', 'peak')`),
    check('price_adjustments_unit', sql`${t.unit} in ('percent', 'amount')`),
    check('price_adjustments_dates', sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`),
  ],
);

export type PriceAdjustmentRow = typeof priceAdjustments.$inferSelect;
