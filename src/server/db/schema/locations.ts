import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AircraftType } from '../../../domain/aircraft';
import type { RouteFlightType } from '../../../domain/flight-types';
import { appContext, createdAt, displayOrder, isActive, money, translations, rowVersion } from './columns';

/**
 * Regions and the places in them live in one module: a location belongs to its region, and a region names its
 * default departure and destination, so the references go both ways (two modules would import each other).
 */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  iconUrl: text('icon_url'),
  // The region's published state: a new region is a draft, off the public site until staff publish it (decision 0044).
  isActive: boolean('is_active').notNull().default(false),
  displayOrder: displayOrder(),
  defaultDepartureLocationId: integer('default_departure_location_id').references(
    (): AnyPgColumn => departureLocations.id,
    { onDelete: 'set null' },
  ),
  defaultDestinationId: integer('default_destination_id').references((): AnyPgColumn => destinations.id, {
    onDelete: 'set null',
  }),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});

export const departureLocations = pgTable(
  'departure_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    value: text('value').notNull().unique(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    address: text('address'),
    scenicFlightUrl: text('scenic_flight_url'),
    pilotTrainingUrl: text('pilot_training_url'),
    trainingUrls: jsonb('training_urls').$type<Partial<Record<AircraftType, string>>>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The airfield's charges (decision 0069); null: none.
    landingFee: money('landing_fee'),
    parkingFee: money('parking_fee'),
    isActive: isActive(),
    displayOrder: displayOrder(),
    appContext: appContext(),
    translations: translations(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [index('departure_locations_region_idx').on(t.regionId, t.appContext, t.displayOrder)],
);

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    value: text('value').notNull().unique(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    flightTypes: jsonb('flight_types').$type<RouteFlightType[]>().notNull().default(['same-day']),
    bookingUrl: text('booking_url'),
    oneWayBookingUrl: text('one_way_booking_url'),
    iframeHtml: text('iframe_html'),
    oneWayIframeHtml: text('one_way_iframe_html'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The airfield's charges (decision 0069); null: none.
    landingFee: money('landing_fee'),
    parkingFee: money('parking_fee'),
    displayOrder: displayOrder(),
    isActive: isActive(),
    appContext: appContext(),
    translations: translations(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [index('destinations_region_idx').on(t.regionId, t.appContext, t.displayOrder)],
);
