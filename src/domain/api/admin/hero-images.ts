import { z } from 'zod';
import { appContextSchema } from '../../catalogue-schemas';
import { idSchema } from '../common';
import { requiredFieldsMessage } from './connecting-services';
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

export const heroImageFieldsSchema = z.object({
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  title: formText(300, 'Title'),
  imageUrl: formUrl('Image URL'),
  altText: clearableText(500, 'Alt text'),
  /** Whole number, at least 1; 1 when left out (docs/product.md §5). */
  displayOrder: displayOrderField(1),
  isActive: isActiveField,
  translations: adminTranslations(['title', 'altText'] as const),
});

const heroImageSchema = (mode: FormMode) => heroImageFieldsSchema.superRefine(requireFilled(mode, ['title', 'imageUrl'], requiredFieldsMessage));

export const heroImageCreateSchema = heroImageSchema('create');
export const heroImageUpdateSchema = heroImageSchema('update');
export type HeroImageInput = z.infer<typeof heroImageCreateSchema>;
