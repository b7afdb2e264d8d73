import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versioned } from '../../../domain/api/admin/row-versions';
import { regionSettingsSchema, regionSettingsUpdateSchema, settingsQuerySchema } from '../../../domain/api/admin/settings';
import { readRegionSettings, writeRegionSettings } from '../../services/settings/region-settings';
import { actor } from '../admin-content/actor';
import { expectedVersion } from '../admin-content/expected-version';

/** Per-region settings (the booking fee of docs/architecture.md "Pricing", decision 0011; the charges, decision 0069). Guarded by `adminRoutes`. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/settings', { schema: { querystring: settingsQuerySchema, response: { 200: regionSettingsSchema } } }, async (request) =>
    readRegionSettings(db, request.query.regionId),
  );

  app.put('/settings', { schema: { body: versioned(regionSettingsUpdateSchema), response: { 200: regionSettingsSchema } } }, async (request) => {
    const { regionId, bookingFee, fuelSurcharge, passengerLevy } = request.body;
    const result = await writeRegionSettings(db, actor(request), { regionId, bookingFee, fuelSurcharge, passengerLevy }, expectedVersion(request), app.now());
    // New estimates use the new fee and charges at once (the pricing snapshot is part of the published content).
    await app.content.invalidate();
    return result;
  });
};
