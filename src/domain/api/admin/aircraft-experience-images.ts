import { z } from 'zod';
import { aircraftTypeSchema } from '../../catalogue-schemas';
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

export const AIRCRAFT_IMAGE_REQUIRED_MESSAGE = 'Please fill in all required fields and upload at least one image';

/**
 * POST/PUT /api/aircraft-experience-images. The admin client removes regionId from the body, so images are
 * global (shown in every region); a regionId, when sent, scopes the image to that region.
 */
export const aircraftExperienceImageFieldsSchema = z.object({
  regionId: idSchema.nullable().optional(),
  aircraftType: aircraftTypeSchema.optional(),
  title: formText(300, 'Title'),
  imageUrl: formUrl('Image URL'),
  altText: clearableText(500, 'Alt text'),
  /** At least 1; 1 when left out. */
  displayOrder: displayOrderField(1),
  isActive: isActiveField,
  translations: adminTranslations(['title', 'altText'] as const),
});

const aircraftExperienceImageSchema = (mode: FormMode) =>
  aircraftExperienceImageFieldsSchema.superRefine(
    requireFilled(mode, ['title', 'aircraftType', 'imageUrl'], () => AIRCRAFT_IMAGE_REQUIRED_MESSAGE),
  );

export const aircraftExperienceImageCreateSchema = aircraftExperienceImageSchema('create');
export const aircraftExperienceImageUpdateSchema = aircraftExperienceImageSchema('update');
export type AircraftExperienceImageInput = z.infer<typeof aircraftExperienceImageCreateSchema>;
