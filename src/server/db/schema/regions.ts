import { integer, pgTable, serial, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, displayOrder, isActive, translations, rowVersion } from './columns';
import { departureLocations, destinations } from './locations';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  iconUrl: text('icon_url'),
  isActive: isActive(),
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
