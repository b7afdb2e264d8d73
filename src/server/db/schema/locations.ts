import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AircraftType } from '../../../domain/aircraft';
import type { RouteFlightType } from '../../../domain/flight-types';
import { appContext, createdAt, displayOrder, isActive, translations, rowVersion } from './columns';
import { regions } from './regions';

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
    displayOrder: displayOrder(),
    isActive: isActive(),
    appContext: appContext(),
    translations: translations(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [index('destinations_region_idx').on(t.regionId, t.appContext, t.displayOrder)],
);
