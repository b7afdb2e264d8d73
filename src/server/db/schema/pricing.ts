import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { FlightType } from '../../../domain/flight-types';
import { appContext, createdAt, isActive, money, rowVersion, rowVersionOnly, updatedAt } from './columns';
import { departureLocations, destinations, regions } from './locations';

/** Half of each page is kept free (fillfactor 50, set by migration 0017; drizzle has no table option for it): decision 0051. */
export const routePricing = pgTable(
  'route_pricing',
  {
    id: serial('id').primaryKey(),
    aircraftType: varchar('aircraft_type', { length: 40 }).notNull(),
    departureLocationId: integer('departure_location_id')
      .notNull()
      .references(() => departureLocations.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    flightType: varchar('flight_type', { length: 20 }).notNull(),
    price: money('price').notNull().default('0'),
    iframeHtml: text('iframe_html'),
    isCustomRoute: boolean('is_custom_route').notNull().default(false),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...rowVersionOnly(),
  },
  (t) => [
    unique('route_pricing_key').on(t.aircraftType, t.departureLocationId, t.destinationId, t.flightType),
    // The admin list's filters and name search, the region scope and the cascading deletes go by location.
    index('route_pricing_departure_idx').on(t.departureLocationId),
    index('route_pricing_destination_idx').on(t.destinationId),
  ],
);

export const destinationPricing = pgTable(
  'destination_pricing',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    aircraftType: varchar('aircraft_type', { length: 40 }).notNull(),
    sameDayPrice: money('same_day_price'),
    scenicPrice: money('scenic_price'),
    oneWayPrice: money('one_way_price'),
    sameDayIframeHtml: text('same_day_iframe_html'),
    scenicIframeHtml: text('scenic_iframe_html'),
    oneWayIframeHtml: text('one_way_iframe_html'),
    updatedAt: updatedAt(),
    ...rowVersionOnly(),
  },
  (t) => [unique('destination_pricing_key').on(t.destinationId, t.aircraftType)],
);

/**
 * A$ per flight hour for an aircraft type in an app context, scaled per flight type; the last resort of the
 * price resolver. Staff edit it in the Pricing Rules view; an inactive rule prices nothing (decision 0029).
 */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: serial('id').primaryKey(),
    aircraftType: varchar('aircraft_type', { length: 40 }).notNull(),
    basePrice: money('base_price').notNull(),
    flightTypeMultipliers: jsonb('flight_type_multipliers').$type<Partial<Record<FlightType, number>>>().notNull().default({}),
    appContext: appContext(),
    isActive: isActive(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [unique('pricing_rules_key').on(t.aircraftType, t.appContext)],
);

/**
 * Booking fee and charges per region (admin Settings tab); a region without a row uses DEFAULT_BOOKING_FEE
 * and charges nothing (decision 0069).
 */
export const regionSettings = pgTable('region_settings', {
  regionId: integer('region_id')
    .primaryKey()
    .references(() => regions.id, { onDelete: 'cascade' }),
  bookingFeePercent: numeric('booking_fee_percent', { precision: 5, scale: 2 }).notNull(),
  bookingFeeMinimum: money('booking_fee_minimum').notNull(),
  fuelSurchargePercent: numeric('fuel_surcharge_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  passengerLevy: money('passenger_levy').notNull().default('0'),
  /** null: children pay the adults' levy. */
  childPassengerLevy: money('child_passenger_levy'),
  updatedAt: updatedAt(),
  ...rowVersionOnly(),
});
