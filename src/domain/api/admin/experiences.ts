import { z } from 'zod';
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

export const experienceFieldsSchema = z.object({
  regionId: idSchema.optional(),
  title: formText(300, 'Title'),
  description: formText(5000, 'Description'),
  highlightText: clearableText(300, 'Highlight text'),
  imageUrl: formUrl('Image URL'),
  priceDisplay: formText(100, 'Price display'),
  bookingLink: formUrl('Booking link'),
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
