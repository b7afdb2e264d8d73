import { z } from 'zod';
import { appContextSchema } from '../../catalogue-schemas';
import { routeFlightTypeSchema } from '../../catalogue-schemas';
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
  widgetHtml,
  type FormMode,
} from './fields';

export const DESTINATION_REQUIRED_MESSAGE = 'Missing required fields - Please fill in both destination name and value fields';

export const destinationFlightTypesSchema = z
  .array(routeFlightTypeSchema, { error: 'Flight types must be a list of same-day, scenic and one-way' })
  .min(1, { error: 'Flight types must include at least one of same-day, scenic and one-way' })
  .transform((types) => [...new Set(types)]);

export const destinationFieldsSchema = z.object({
  name: formText(200, 'Name'),
  subtitle: clearableText(300, 'Subtitle'),
  value: slugText('Value'),
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  flightTypes: destinationFlightTypesSchema.optional(),
  bookingUrl: clearableUrl('Booking URL'),
  oneWayBookingUrl: clearableUrl('One-way booking URL'),
  iframeHtml: widgetHtml('Widget HTML'),
  oneWayIframeHtml: widgetHtml('One-way widget HTML'),
  latitude: coordinate('Latitude'),
  longitude: coordinate('Longitude'),
  landingFee: airfieldFee('Landing fee'),
  parkingFee: airfieldFee('Parking fee'),
  displayOrder: displayOrderField(),
  isActive: isActiveField,
  translations: adminTranslations(['name', 'subtitle'] as const),
});

const destinationSchema = (mode: FormMode) =>
  destinationFieldsSchema.superRefine(requireFilled(mode, ['name', 'value'], () => DESTINATION_REQUIRED_MESSAGE));

/** POST /api/destinations */
export const destinationCreateSchema = destinationSchema('create');
/** PUT /api/destinations/:id (fields left out keep their value) */
export const destinationUpdateSchema = destinationSchema('update');
export type DestinationInput = z.infer<typeof destinationCreateSchema>;
