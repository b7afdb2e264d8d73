import { z } from 'zod';
import { idSchema } from '../common';
import { requiredFieldsMessage } from './connecting-services';
import {
  adminTranslations,
  clearableText,
  clearableUrl,
  displayOrderField,
  formText,
  formUrl,
  isActiveField,
  requireFilled,
  type FormMode,
} from './fields';

export const accreditationBadgeFieldsSchema = z.object({
  regionId: idSchema.optional(),
  title: formText(300, 'Title'),
  description: clearableText(2000, 'Description'),
  imageUrl: formUrl('Image URL'),
  /** The accrediting body's site: an absolute http(s) address. */
  websiteUrl: clearableUrl('Website URL', { allowRelative: false }),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['title', 'description'] as const),
});

const accreditationBadgeSchema = (mode: FormMode) =>
  accreditationBadgeFieldsSchema.superRefine(requireFilled(mode, ['title', 'imageUrl'], requiredFieldsMessage));

export const accreditationBadgeCreateSchema = accreditationBadgeSchema('create');
export const accreditationBadgeUpdateSchema = accreditationBadgeSchema('update');
export type AccreditationBadgeInput = z.infer<typeof accreditationBadgeCreateSchema>;
