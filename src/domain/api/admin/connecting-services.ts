import { z } from 'zod';
import { appContextSchema } from '../../catalogue-schemas';
import { idSchema } from '../common';
import {
  adminTranslations,
  clearableText,
  clearableUrl,
  displayOrderField,
  formText,
  isActiveField,
  requireFilled,
  type FormMode,
} from './fields';

export const requiredFieldsMessage = (missing: string[]) => `Missing required fields - Please fill in: ${missing.join(', ')}`;

export const connectingServiceFieldsSchema = z.object({
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  title: formText(300, 'Title'),
  description: clearableText(5000, 'Description'),
  imageUrl: clearableUrl('Image URL'),
  linkUrl: clearableUrl('Link URL'),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['title', 'description'] as const),
});

const connectingServiceSchema = (mode: FormMode) =>
  connectingServiceFieldsSchema.superRefine(requireFilled(mode, ['title'], requiredFieldsMessage));

export const connectingServiceCreateSchema = connectingServiceSchema('create');
export const connectingServiceUpdateSchema = connectingServiceSchema('update');
export type ConnectingServiceInput = z.infer<typeof connectingServiceCreateSchema>;

/** POST /api/connecting-services/import and /api/pilot-training/import, with ?regionId the target. */
export const importFromRegionSchema = z.object({ sourceRegionId: idSchema });
/** POST /api/{connecting-services,pilot-training}/import answers how many were copied. */
export const importFromRegionAnswerSchema = z.object({ imported: z.number() });
/** POST /api/admin/experiences/seed-from-legacy answers how many were added. */
export const seedLegacyAnswerSchema = z.object({ count: z.number() });
export type ImportFromRegionInput = z.infer<typeof importFromRegionSchema>;
