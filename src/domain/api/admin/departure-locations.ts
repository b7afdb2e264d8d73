import { z } from 'zod';
import { aircraftNameAndCode, AIRCRAFT_TYPES, type AircraftType } from '../../aircraft';
import { appContextSchema } from '../../catalogue-schemas';
import { idSchema } from '../common';
import {
  adminTranslations,
  airfieldFee,
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

/**
 * The name staff read for a key of `trainingUrls`, with the key as the sheet and the API write it, like every
 * aircraft in the panel (the 2-seat-sport trainer of docs/product.md §3.1 is not one of the eight types).
 */
export const trainingAircraftLabel = (key: string): string => (key === '2-seat-sport' ? '2-Seat Sport (2-seat-sport)' : aircraftNameAndCode(key));

/**
 * Training enrolment URL per aircraft type (docs/product.md §3 keys 3-passengers, 6-passengers, …); blank entries
 * dropped. Each address follows the shared URL rule, and a refusal names its aircraft.
 */
export const trainingUrlsSchema = z
  .record(z.string(), z.string({ error: 'Training URLs must be text' }).nullable())
  .transform((map, ctx) => {
    const kept: Partial<Record<AircraftType, string>> = {};
    for (const [key, raw] of Object.entries(map)) {
      // 2-seat-sport is the sport-pilot trainer of the map in docs/product.md §3.1; the rest are the eight aircraft types.
      if (key !== '2-seat-sport' && !(AIRCRAFT_TYPES as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Training URLs are keyed by aircraft type; ${key} is not one` });
        continue;
      }
      if (raw === null) continue;
      const parsed = urlText(`Training URL for ${trainingAircraftLabel(key)}`).safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
      } else if (parsed.data) {
        kept[key as AircraftType] = parsed.data;
      }
    }
    return kept;
  });

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
  landingFee: airfieldFee('Landing fee'),
  parkingFee: airfieldFee('Parking fee'),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['name', 'subtitle', 'address'] as const),
});

const departureLocationSchema = (mode: FormMode) =>
  departureLocationFieldsSchema.superRefine(requireFilled(mode, ['name', 'value'], () => DEPARTURE_REQUIRED_MESSAGE));

export const departureLocationCreateSchema = departureLocationSchema('create');
export const departureLocationUpdateSchema = departureLocationSchema('update');
export type DepartureLocationInput = z.infer<typeof departureLocationCreateSchema>;
