import { z } from 'zod';
import { aircraftTypeSchema } from '../../catalogue-schemas';
import { routeFlightTypeSchema } from '../../catalogue-schemas';
import { idSchema } from '../common';
import { rowVersionFields } from './content-items';
import { isActiveField, widgetHtml } from './fields';
import { priceNullWhenBlank, priceZeroWhenBlank } from '../money-fields';

/**
 * POST /api/route-pricing and PUT /api/route-pricing/:id. `price` is in dollars (0 when only widget HTML
 * is given); the parsed value is integer cents.
 */
export const routePricingFieldsSchema = z.object({
  aircraftType: aircraftTypeSchema.optional(),
  departureLocationId: idSchema.optional(),
  destinationId: idSchema.optional(),
  flightType: routeFlightTypeSchema.optional(),
  price: priceZeroWhenBlank('Price'),
  iframeHtml: widgetHtml('Widget HTML'),
  isCustomRoute: z.boolean({ error: 'Custom route must be true or false' }).optional(),
  isActive: isActiveField,
});

export const ROUTE_REQUIRED_MESSAGE = (missing: string[]) => `Missing required fields - Please fill in: ${missing.join(', ')}`;

export const routePricingCreateSchema = routePricingFieldsSchema.superRefine((value, ctx) => {
  const missing = (['aircraftType', 'departureLocationId', 'destinationId', 'flightType'] as const).filter((f) => value[f] === undefined);
  if (missing.length > 0) ctx.addIssue({ code: 'custom', path: [], message: ROUTE_REQUIRED_MESSAGE(missing) });
});
export const routePricingUpdateSchema = routePricingFieldsSchema;
export type RoutePricingInput = z.infer<typeof routePricingCreateSchema>;

/** A route price as the admin reads it: price in dollars, with the location names. */
export const adminRoutePricingSchema = z.object({
  id: z.number(),
  aircraftType: z.string(),
  departureLocationId: z.number(),
  departureName: z.string(),
  destinationId: z.number(),
  destinationName: z.string(),
  flightType: z.string(),
  price: z.number(),
  iframeHtml: z.string().nullable(),
  isCustomRoute: z.boolean(),
  isActive: z.boolean(),
  ...rowVersionFields,
});
export type AdminRoutePricing = z.infer<typeof adminRoutePricingSchema>;

/**
 * DELETE /api/route-pricing/:id?scope=: `route` (the default, docs/product.md §9) takes every flight type of that
 * departure, destination and aircraft; `price` takes only this flight type's row (a price cleared in the
 * Edit Route dialog or the price grid), so what comes next in the source order takes over.
 */
export const ROUTE_DELETE_SCOPES = ['route', 'price'] as const;
export type RouteDeleteScope = (typeof ROUTE_DELETE_SCOPES)[number];
export const routePricingDeleteQuerySchema = z.object({
  regionId: idSchema.optional(),
  scope: z.enum(ROUTE_DELETE_SCOPES, { error: () => 'scope must be route (every flight type of the route) or price (this flight type only)' }).optional(),
});

/** PUT /api/destination-pricing/upsert: blank prices mean "not available" (null). */
export const destinationPricingUpsertSchema = z.object({
  destinationId: idSchema,
  aircraftType: aircraftTypeSchema,
  sameDayPrice: priceNullWhenBlank('Same-day price'),
  scenicPrice: priceNullWhenBlank('Scenic price'),
  oneWayPrice: priceNullWhenBlank('One-way price'),
  sameDayIframeHtml: widgetHtml('Same-day widget HTML'),
  scenicIframeHtml: widgetHtml('Scenic widget HTML'),
  oneWayIframeHtml: widgetHtml('One-way widget HTML'),
});
export type DestinationPricingUpsert = z.infer<typeof destinationPricingUpsertSchema>;

export const adminDestinationPricingSchema = z.object({
  id: z.number(),
  destinationId: z.number(),
  aircraftType: z.string(),
  sameDayPrice: z.number().nullable(),
  scenicPrice: z.number().nullable(),
  oneWayPrice: z.number().nullable(),
  sameDayIframeHtml: z.string().nullable(),
  scenicIframeHtml: z.string().nullable(),
  oneWayIframeHtml: z.string().nullable(),
  ...rowVersionFields,
});
export type AdminDestinationPricing = z.infer<typeof adminDestinationPricingSchema>;
