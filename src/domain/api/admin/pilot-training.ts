import { z } from 'zod';
import { appContextSchema } from '../../catalogue-schemas';
import { idSchema } from '../common';
import { requiredFieldsMessage } from './connecting-services';
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

export const pilotTrainingFieldsSchema = z.object({
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  title: formText(300, 'Title'),
  description: clearableText(5000, 'Description'),
  tagline: clearableText(300, 'Tagline'),
  /** Flight hours in the package (0.5 … 200 in the shipped courses). */
  hours: z
    .number({ error: 'Hours must be a number' })
    .min(0, { error: 'Hours cannot be negative' })
    .max(10_000, { error: 'Hours must be at most 10000' })
    .nullable()
    .optional(),
  imageUrl: clearableUrl('Image URL'),
  enrolUrl: clearableUrl('Enrol URL'),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['title', 'description', 'tagline'] as const),
});

const pilotTrainingSchema = (mode: FormMode) =>
  pilotTrainingFieldsSchema.superRefine(requireFilled(mode, ['title'], requiredFieldsMessage));

export const pilotTrainingCreateSchema = pilotTrainingSchema('create');
export const pilotTrainingUpdateSchema = pilotTrainingSchema('update');
export type PilotTrainingInput = z.infer<typeof pilotTrainingCreateSchema>;
