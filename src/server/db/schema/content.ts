import { integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { RouteFlightType } from '../../../domain/flight-types';
import { appContext, createdAt, displayOrder, isActive, translations, rowVersion } from './columns';
import { destinations, regions } from './locations';

const regionRef = () =>
  integer('region_id')
    .notNull()
    .references(() => regions.id, { onDelete: 'restrict' });

export const connectingServices = pgTable('connecting_services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  regionId: regionRef(),
  appContext: appContext(),
  displayOrder: displayOrder(),
  isActive: isActive(),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});

export const pilotTrainingCourses = pgTable('pilot_training_courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  tagline: text('tagline'),
  /** Flight hours in the package (docs/product.md §3.3 packages: 0.5 to 200). */
  hours: numeric('hours', { precision: 6, scale: 1 }),
  imageUrl: text('image_url'),
  enrolUrl: text('enrol_url'),
  regionId: regionRef(),
  appContext: appContext(),
  displayOrder: displayOrder(),
  isActive: isActive(),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});

/** Experiences last fetched from an external listing; shown when a region has no curated ones. */
export const cachedExperiences = pgTable('cached_experiences', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  price: text('price'),
  rating: numeric('rating', { precision: 2, scale: 1 }),
  reviews: integer('reviews'),
  category: text('category'),
  imageUrl: text('image_url'),
  bookingUrl: text('booking_url'),
  regionId: regionRef(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  dataSource: varchar('data_source', { length: 20 }).notNull().default('cached'),
  translations: translations(),
});

export const experiences = pgTable('experiences', {
  id: serial('id').primaryKey(),
  regionId: regionRef(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  highlightText: text('highlight_text'),
  imageUrl: text('image_url').notNull(),
  priceDisplay: text('price_display').notNull(),
  bookingLink: text('booking_link').notNull(),
  /**
   * What 'Book Flight' opens: the estimate for this destination (one of the experience's region) and flight
   * type. Both optional; deleting the destination clears the link rather than the experience.
   */
  destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
  flightType: varchar('flight_type', { length: 20 }).$type<RouteFlightType>(),
  category: text('category'),
  rating: numeric('rating', { precision: 2, scale: 1 }),
  reviews: integer('reviews'),
  displayOrder: displayOrder(),
  isActive: isActive(),
  dataSource: varchar('data_source', { length: 20 }).notNull().default('internal'),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});

export const heroImages = pgTable('hero_images', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  altText: text('alt_text'),
  regionId: regionRef(),
  appContext: appContext(),
  displayOrder: displayOrder(1),
  isActive: isActive(),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});

/** Gallery images per aircraft type; regionId null means shown in every region. */
export const aircraftExperienceImages = pgTable('aircraft_experience_images', {
  id: serial('id').primaryKey(),
  aircraftType: varchar('aircraft_type', { length: 40 }).notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  altText: text('alt_text'),
  regionId: integer('region_id').references(() => regions.id, { onDelete: 'cascade' }),
  displayOrder: displayOrder(1),
  isActive: isActive(),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});

export const accreditationBadges = pgTable('accreditation_badges', {
  id: serial('id').primaryKey(),
  regionId: regionRef(),
  title: text('title').notNull(),
  description: text('description'),
  imageUrl: text('image_url').notNull(),
  websiteUrl: text('website_url'),
  displayOrder: displayOrder(),
  isActive: isActive(),
  translations: translations(),
  createdAt: createdAt(),
  ...rowVersion(),
});
