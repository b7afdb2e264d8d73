import { z } from 'zod';
import { translationsSchema } from '../../languages';
import type { AdminContentType } from './list-query';

/*
 * One row of each content list as the admin reads it (GET /api/admin/{type}): every column, dates as ISO
 * 8601 text, numeric columns as numbers. The server answers through these schemas, so a column left out
 * here would be left out of the answer too (tests/api/admin-contract.test.ts compares them with the table).
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** Who changed a row last and which version it is (conflict-safe edits: decision 0025). */
export const rowVersionFields = {
  version: z.number().int(),
  /** ISO 8601 */
  updatedAt: isoDateTime,
  /** The e-mail of the last editor; null for rows nobody has edited since versions exist. */
  updatedBy: z.string().nullable(),
};

const text = z.string();
const maybe = z.string().nullable();
const coordinate = z.number().nullable();
const id = z.number().int();

const curated = {
  id,
  displayOrder: id,
  isActive: z.boolean(),
  translations: translationsSchema,
  /** ISO 8601 */
  createdAt: isoDateTime,
  ...rowVersionFields,
};

/*
 * The column groups several lists share, named once: a list's item is its groups and its own columns.
 */
/** Rows that belong to one region and one app context (main or twin). */
const regional = { regionId: id, appContext: text };
/** The places of the booking flow (destinations and departure locations); their fees in A$, null for none (decision 0069). */
const place = { name: text, subtitle: maybe, value: text, ...regional, latitude: coordinate, longitude: coordinate, landingFee: coordinate, parkingFee: coordinate };
/** Titled images (hero and aircraft images). */
const titledImage = { title: text, imageUrl: text, altText: maybe };
/** Cards with a title, an optional text and an optional image (connecting services, pilot training). */
const card = { title: text, description: maybe, imageUrl: maybe };

export const adminDestinationSchema = z.object({
  ...curated,
  ...place,
  flightTypes: z.array(text),
  bookingUrl: maybe,
  oneWayBookingUrl: maybe,
  iframeHtml: maybe,
  oneWayIframeHtml: maybe,
});
export type AdminDestination = z.infer<typeof adminDestinationSchema>;

export const adminDepartureLocationSchema = z.object({
  ...curated,
  ...place,
  address: maybe,
  scenicFlightUrl: maybe,
  pilotTrainingUrl: maybe,
  trainingUrls: z.record(z.string(), z.string()),
});
export type AdminDepartureLocation = z.infer<typeof adminDepartureLocationSchema>;

export const adminRegionSchema = z.object({
  ...curated,
  name: text,
  code: text,
  iconUrl: maybe,
  defaultDepartureLocationId: id.nullable(),
  defaultDestinationId: id.nullable(),
});
export type AdminRegion = z.infer<typeof adminRegionSchema>;

export const adminExperienceSchema = z.object({
  ...curated,
  regionId: id,
  title: text,
  description: text,
  highlightText: maybe,
  imageUrl: text,
  priceDisplay: text,
  bookingLink: text,
  destinationId: id.nullable(),
  flightType: maybe,
  category: maybe,
  rating: z.number().nullable(),
  reviews: id.nullable(),
  dataSource: text,
});
export type AdminExperience = z.infer<typeof adminExperienceSchema>;

export const adminConnectingServiceSchema = z.object({ ...curated, ...card, ...regional, linkUrl: maybe });
export type AdminConnectingService = z.infer<typeof adminConnectingServiceSchema>;

export const adminPilotTrainingSchema = z.object({ ...curated, ...card, ...regional, tagline: maybe, hours: z.number().nullable(), enrolUrl: maybe });
export type AdminPilotTraining = z.infer<typeof adminPilotTrainingSchema>;

export const adminHeroImageSchema = z.object({ ...curated, ...titledImage, ...regional });
export type AdminHeroImage = z.infer<typeof adminHeroImageSchema>;

export const adminAircraftExperienceImageSchema = z.object({
  ...curated,
  ...titledImage,
  aircraftType: text,
  /** null: shown in every region. */
  regionId: id.nullable(),
});
export type AdminAircraftExperienceImage = z.infer<typeof adminAircraftExperienceImageSchema>;

/** A card whose image is required, in a region (badges have no app context). */
export const adminAccreditationBadgeSchema = z.object({ ...curated, ...card, imageUrl: text, regionId: id, websiteUrl: maybe });
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

export type AdminContentItem<T extends AdminContentType = AdminContentType> = z.infer<(typeof adminContentItemSchemas)[T]>;
