import { z } from 'zod';
import { translationsSchema } from '../languages';

/**
 * The public content the server sends (docs/product.md §3 fields plus coordinates and translations). These are the
 * routes' response schemas: a cached read is checked (and shaped: unknown keys dropped) once when the cache is
 * filled, never per request; the web app takes its types from here. Staff bookkeeping (version, createdAt,
 * updatedAt, updatedBy) is not part of a public answer.
 */
const translations = translationsSchema.or(z.record(z.string(), z.any())).default({});

export const publicRegionSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  defaultDepartureLocationId: z.number().nullable(),
  defaultDestinationId: z.number().nullable(),
  translations,
});
export type PublicRegion = z.infer<typeof publicRegionSchema>;

export const publicDepartureSchema = z.object({
  id: z.number(),
  name: z.string(),
  subtitle: z.string().nullable(),
  value: z.string(),
  regionId: z.number(),
  address: z.string().nullable(),
  scenicFlightUrl: z.string().nullable(),
  pilotTrainingUrl: z.string().nullable(),
  trainingUrls: z.record(z.string(), z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  appContext: z.string(),
  translations,
});
export type PublicDeparture = z.infer<typeof publicDepartureSchema>;

export const publicDestinationSchema = z.object({
  id: z.number(),
  name: z.string(),
  subtitle: z.string().nullable(),
  value: z.string(),
  regionId: z.number(),
  flightTypes: z.array(z.string()),
  bookingUrl: z.string().nullable(),
  oneWayBookingUrl: z.string().nullable(),
  iframeHtml: z.string().nullable(),
  oneWayIframeHtml: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  displayOrder: z.number(),
  isActive: z.boolean(),
  appContext: z.string(),
  translations,
});
export type PublicDestination = z.infer<typeof publicDestinationSchema>;

export const publicHeroImageSchema = z.object({
  id: z.number(),
  title: z.string(),
  imageUrl: z.string(),
  altText: z.string().nullable(),
  displayOrder: z.number(),
  regionId: z.number(),
  appContext: z.string(),
  isActive: z.boolean(),
  translations,
});
export type PublicHeroImage = z.infer<typeof publicHeroImageSchema>;

export const publicAircraftImageSchema = z.object({
  id: z.number(),
  aircraftType: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  altText: z.string().nullable(),
  displayOrder: z.number(),
  /** null: shown in every region. */
  regionId: z.number().nullable(),
  isActive: z.boolean(),
  translations,
});
export type PublicAircraftImage = z.infer<typeof publicAircraftImageSchema>;

export const aircraftBackgroundSchema = z.object({ aircraftType: z.string(), imageUrl: z.string(), altText: z.string().nullable() });
export type AircraftBackground = z.infer<typeof aircraftBackgroundSchema>;

export const publicExperienceSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.string().nullable(),
  rating: z.number().nullable(),
  reviews: z.number().nullable(),
  category: z.string().nullable(),
  image: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  highlightText: z.string().nullable(),
  /** The destination slug and flight type 'Book Flight' opens the estimate for (null: the region's defaults). */
  destination: z.string().nullable(),
  flightType: z.string().nullable(),
  dataSource: z.string(),
  translations,
});
export type PublicExperience = z.infer<typeof publicExperienceSchema>;

export const publicTrainingCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  hours: z.string().nullable(),
  imageUrl: z.string().nullable(),
  enrolUrl: z.string().nullable(),
  displayOrder: z.number(),
  regionId: z.number(),
  appContext: z.string(),
  isActive: z.boolean(),
  translations,
});
export type PublicTrainingCourse = z.infer<typeof publicTrainingCourseSchema>;

export const publicConnectingServiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  displayOrder: z.number(),
  regionId: z.number(),
  appContext: z.string(),
  isActive: z.boolean(),
  translations,
});
export type PublicConnectingService = z.infer<typeof publicConnectingServiceSchema>;

export const publicBadgeSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  websiteUrl: z.string().nullable(),
  displayOrder: z.number(),
  regionId: z.number(),
  isActive: z.boolean(),
  translations,
});
export type PublicBadge = z.infer<typeof publicBadgeSchema>;

export const publicRoutePriceSchema = z.object({
  id: z.number(),
  aircraftType: z.string(),
  departureLocationId: z.number(),
  destinationId: z.number(),
  flightType: z.string(),
  price: z.number(),
  isCustomRoute: z.boolean(),
  hasIframeHtml: z.boolean(),
});
export type PublicRoutePrice = z.infer<typeof publicRoutePriceSchema>;
