import { z } from 'zod';
import { translationsSchema } from '../../languages';
import type { AdminContentType } from './list-query';

/*
 * One row of each content list as the admin reads it (GET /api/admin/{type}): every column, dates as ISO
 * 8601 text, numeric columns as numbers. The server answers through these schemas, so a column left out
 * here would be left out of the answer too (tests/api/admin-contract.test.ts compares them with the table).
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** Who changed a row last and which version it is (issue 11: conflict-safe edits). */
export const rowVersionFields = {
  version: z.number().int(),
  /** ISO 8601 */
  updatedAt: isoDateTime,
  /** The e-mail of the last editor; null for rows nobody has edited since versions exist. */
  updatedBy: z.string().nullable(),
};

const curated = {
  id: z.number().int(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  translations: translationsSchema,
  /** ISO 8601 */
  createdAt: isoDateTime,
  ...rowVersionFields,
};

const text = z.string();
const maybe = z.string().nullable();
const coordinate = z.number().nullable();

export const adminDestinationSchema = z.object({
  ...curated,
  name: text,
  subtitle: maybe,
  value: text,
  regionId: z.number().int(),
  appContext: text,
  flightTypes: z.array(text),
  bookingUrl: maybe,
  oneWayBookingUrl: maybe,
  iframeHtml: maybe,
  oneWayIframeHtml: maybe,
  latitude: coordinate,
  longitude: coordinate,
});
export type AdminDestination = z.infer<typeof adminDestinationSchema>;

export const adminDepartureLocationSchema = z.object({
  ...curated,
  name: text,
  subtitle: maybe,
  value: text,
  regionId: z.number().int(),
  appContext: text,
  address: maybe,
  scenicFlightUrl: maybe,
  pilotTrainingUrl: maybe,
  trainingUrls: z.record(z.string(), z.string()),
  latitude: coordinate,
  longitude: coordinate,
});
export type AdminDepartureLocation = z.infer<typeof adminDepartureLocationSchema>;

export const adminRegionSchema = z.object({
  ...curated,
  name: text,
  code: text,
  iconUrl: maybe,
  defaultDepartureLocationId: z.number().int().nullable(),
  defaultDestinationId: z.number().int().nullable(),
});
export type AdminRegion = z.infer<typeof adminRegionSchema>;

export const adminExperienceSchema = z.object({
  ...curated,
  regionId: z.number().int(),
  title: text,
  description: text,
  highlightText: maybe,
  imageUrl: text,
  priceDisplay: text,
  bookingLink: text,
  destinationId: z.number().int().nullable(),
  flightType: maybe,
  category: maybe,
  rating: z.number().nullable(),
  reviews: z.number().int().nullable(),
  dataSource: text,
});
export type AdminExperience = z.infer<typeof adminExperienceSchema>;

export const adminConnectingServiceSchema = z.object({
  ...curated,
  title: text,
  description: maybe,
  imageUrl: maybe,
  linkUrl: maybe,
  regionId: z.number().int(),
  appContext: text,
});
export type AdminConnectingService = z.infer<typeof adminConnectingServiceSchema>;

export const adminPilotTrainingSchema = z.object({
  ...curated,
  title: text,
  description: maybe,
  tagline: maybe,
  hours: z.number().nullable(),
  imageUrl: maybe,
  enrolUrl: maybe,
  regionId: z.number().int(),
  appContext: text,
});
export type AdminPilotTraining = z.infer<typeof adminPilotTrainingSchema>;

export const adminHeroImageSchema = z.object({
  ...curated,
  title: text,
  imageUrl: text,
  altText: maybe,
  regionId: z.number().int(),
  appContext: text,
});
export type AdminHeroImage = z.infer<typeof adminHeroImageSchema>;

export const adminAircraftExperienceImageSchema = z.object({
  ...curated,
  aircraftType: text,
  title: text,
  imageUrl: text,
  altText: maybe,
  /** null: shown in every region. */
  regionId: z.number().int().nullable(),
});
export type AdminAircraftExperienceImage = z.infer<typeof adminAircraftExperienceImageSchema>;

export const adminAccreditationBadgeSchema = z.object({
  ...curated,
  regionId: z.number().int(),
  title: text,
  description: maybe,
  imageUrl: text,
  websiteUrl: maybe,
});
export type AdminAccreditationBadge = z.infer<typeof adminAccreditationBadgeSchema>;

/** The item schema of each content list. */
export const adminContentItemSchemas = {
  destinations: adminDestinationSchema,
  'departure-locations': adminDepartureLocationSchema,
  regions: adminRegionSchema,
  experiences: adminExperienceSchema,
  'connecting-services': adminConnectingServiceSchema,
  'pilot-training': adminPilotTrainingSchema,
  'hero-images': adminHeroImageSchema,
  'aircraft-experience-images': adminAircraftExperienceImageSchema,
  'accreditation-badges': adminAccreditationBadgeSchema,
} as const satisfies Record<AdminContentType, z.ZodObject>;

export type AdminContentItem<T extends AdminContentType> = z.infer<(typeof adminContentItemSchemas)[T]>;
