import { z } from 'zod';
import { ROUTE_FLIGHT_TYPES } from '../../flight-types';
import { idSchema } from '../common';
import {
  adminTranslations,
  clearableText,
  displayOrderField,
  formText,
  formUrl,
  isActiveField,
  requireFilled,
  type FormMode,
} from './fields';

export const EXPERIENCE_REQUIRED_FIELDS = ['title', 'description', 'imageUrl', 'priceDisplay', 'bookingLink'] as const;
export const experienceRequiredMessage = (missing: string[]) => `Missing required fields - Please fill in: ${missing.join(', ')}`;

/** '' or null from the form's "None" choice clears the field. */
const blankIsNull = (v: unknown) => (v === '' ? null : v);

/**
 * Where 'Book Flight' takes the visitor: a destination by id (the server checks it is in the experience's
 * region and offers the flight type) and a flight type. Both optional.
 */
export const experienceDestinationField = z.preprocess(
  (v) => (v === '' || v === 0 ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: 'Destination must be one of the destinations listed (a destination id)' })
    .int({ error: 'Destination must be one of the destinations listed (a destination id)' })
    .positive({ error: 'Destination must be one of the destinations listed (a destination id)' })
    .max(2_147_483_647, { error: 'Destination must be one of the destinations listed (a destination id)' })
    .nullable()
    .optional(),
);
export const experienceFlightTypeField = z.preprocess(
  blankIsNull,
  z.enum(ROUTE_FLIGHT_TYPES, { error: () => 'Flight type must be same-day, scenic or one-way' }).nullable().optional(),
);

export const experienceFieldsSchema = z.object({
  regionId: idSchema.optional(),
  title: formText(300, 'Title'),
  description: formText(5000, 'Description'),
  highlightText: clearableText(300, 'Highlight text'),
  imageUrl: formUrl('Image URL'),
  priceDisplay: formText(100, 'Price display'),
  bookingLink: formUrl('Booking link'),
  destinationId: experienceDestinationField,
  flightType: experienceFlightTypeField,
  category: clearableText(50, 'Category'),
  rating: z
    .number({ error: 'Rating must be a number' })
    .min(0, { error: 'Rating must be between 0 and 5' })
    .max(5, { error: 'Rating must be between 0 and 5' })
    .nullable()
    .optional(),
  reviews: z.number({ error: 'Reviews must be a number' }).int({ error: 'Reviews must be a whole number' }).min(0).max(100_000_000).nullable().optional(),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['title', 'description', 'highlightText', 'priceDisplay', 'category'] as const),
});

const experienceSchema = (mode: FormMode) =>
  experienceFieldsSchema.superRefine(requireFilled(mode, EXPERIENCE_REQUIRED_FIELDS, experienceRequiredMessage));

export const experienceCreateSchema = experienceSchema('create');
export const experienceUpdateSchema = experienceSchema('update');
export type ExperienceInput = z.infer<typeof experienceCreateSchema>;
