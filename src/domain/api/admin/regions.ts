import { z } from 'zod';
import { hasNoNul, noNulMessage, wellFormed } from '../common';
import {
  adminTranslations,
  clearableUrl,
  displayOrderField,
  formText,
  isActiveField,
  nullableId,
  requireFilled,
  type FormMode,
} from './fields';

/** Region code: upper-cased automatically, at most 10 characters (docs/product.md §5). */
export const regionCodeSchema = z
  .string({ error: 'Code must be text' })
  .trim()
  .overwrite(wellFormed)
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .max(10, { error: 'Code must be at most 10 characters' })
      .refine(hasNoNul, { error: noNulMessage('Code') }),
  )
  .optional();

export const regionFieldsSchema = z.object({
  name: formText(100, 'Name'),
  code: regionCodeSchema,
  iconUrl: clearableUrl('Icon URL'),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  defaultDepartureLocationId: nullableId('Default departure'),
  defaultDestinationId: nullableId('Default destination'),
  translations: adminTranslations(['name'] as const),
});

export const REGION_REQUIRED_MESSAGE = (missing: string[]) => `Missing required fields - Please fill in: ${missing.join(', ')}`;

const regionSchema = (mode: FormMode) => regionFieldsSchema.superRefine(requireFilled(mode, ['name', 'code'], REGION_REQUIRED_MESSAGE));

/** POST /api/regions (display order 1 and active when left out). */
export const regionCreateSchema = regionSchema('create');
export const regionUpdateSchema = regionSchema('update');
export type RegionInput = z.infer<typeof regionCreateSchema>;
