import { z } from 'zod';
import { AIRCRAFT_TYPES, type AircraftType } from '../../aircraft';
import { appContextSchema } from '../../catalogue-schemas';
import { idSchema } from '../common';
import {
  adminTranslations,
  clearableText,
  clearableUrl,
  coordinate,
  displayOrderField,
  formText,
  isActiveField,
  requireFilled,
  slugText,
  urlText,
  type FormMode,
} from './fields';

export const DEPARTURE_REQUIRED_MESSAGE =
  'Missing required fields - Please fill in both departure location name and value fields';

/** Training enrolment URL per aircraft type (SPEC §3 keys 3-passengers, 6-passengers, …); blank entries dropped. */
export const trainingUrlsSchema = z
  .record(z.string(), urlText('Training URL').nullable())
  .superRefine((map, ctx) => {
    for (const key of Object.keys(map)) {
      // 2-seat-sport is the sport-pilot trainer of the SPEC's map; the rest are the eight aircraft types.
      if (key !== '2-seat-sport' && !(AIRCRAFT_TYPES as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Training URLs are keyed by aircraft type; ${key} is not one` });
      }
    }
  })
  .transform((map) => Object.fromEntries(Object.entries(map).filter(([, v]) => v)) as Partial<Record<AircraftType, string>>);

export const departureLocationFieldsSchema = z.object({
  name: formText(200, 'Name'),
  subtitle: clearableText(300, 'Subtitle'),
  value: slugText('Value'),
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  address: clearableText(500, 'Address'),
  scenicFlightUrl: clearableUrl('Scenic flight URL'),
  pilotTrainingUrl: clearableUrl('Pilot training URL'),
  trainingUrls: trainingUrlsSchema.optional(),
  latitude: coordinate('Latitude'),
  longitude: coordinate('Longitude'),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['name', 'subtitle', 'address'] as const),
});

const departureLocationSchema = (mode: FormMode) =>
  departureLocationFieldsSchema.superRefine(requireFilled(mode, ['name', 'value'], () => DEPARTURE_REQUIRED_MESSAGE));

export const departureLocationCreateSchema = departureLocationSchema('create');
export const departureLocationUpdateSchema = departureLocationSchema('update');
export type DepartureLocationInput = z.infer<typeof departureLocationCreateSchema>;
